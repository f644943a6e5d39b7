import { createHash } from 'node:crypto';

/**
 * A self-contained, browsable reference of the OpenAPI document: no CDN, so it works on a closed network. It
 * renders in the browser from the same /api/openapi.json that clients read. Its script and styles are inline and
 * allowed by their hashes in the page's own content security policy.
 */
export interface ReferencePage {
  html: string;
  contentSecurityPolicy: string;
}

const styles = `
  :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1c1e; background: #fafafa; }
  body { margin: 0; display: grid; grid-template-columns: 260px 1fr; min-height: 100vh; }
  nav { background: #fff; border-right: 1px solid #e5e5ea; padding: 16px; position: sticky; top: 0; height: 100vh; overflow: auto; box-sizing: border-box; }
  nav h1 { font-size: 18px; margin: 0 0 12px; }
  nav a { display: block; color: #3a3a3c; text-decoration: none; font-size: 14px; padding: 3px 0; }
  nav a:hover, nav a:focus { color: #0a58ca; }
  main { padding: 24px 32px; max-width: 1000px; }
  h2 { margin-top: 32px; text-transform: capitalize; }
  details { background: #fff; border: 1px solid #e5e5ea; border-radius: 8px; margin: 8px 0; }
  summary { cursor: pointer; padding: 10px 14px; display: flex; gap: 12px; align-items: baseline; }
  .method { font: 600 12px ui-monospace, monospace; padding: 2px 8px; border-radius: 4px; color: #fff; min-width: 52px; text-align: center; }
  .get { background: #0a7d42; } .post { background: #0a58ca; } .put, .patch { background: #a15c00; } .delete { background: #b42318; }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
  pre { background: #f2f2f7; padding: 10px; border-radius: 6px; overflow: auto; }
  .body { padding: 0 14px 12px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  td, th { text-align: left; padding: 4px 8px; border-bottom: 1px solid #eee; vertical-align: top; }
  @media (max-width: 760px) { body { grid-template-columns: 1fr; } nav { position: static; height: auto; } }
`;

const script = (openapiPath: string) => `
const doc = await (await fetch(${JSON.stringify(openapiPath)})).json();
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
const resolve = (schema, depth = 0) => {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()], depth + 1);
  const out = Array.isArray(schema) ? [] : {};
  for (const [k, v] of Object.entries(schema)) out[k] = typeof v === 'object' && v !== null ? resolve(v, depth + 1) : v;
  return out;
};
const groups = {};
for (const [path, ops] of Object.entries(doc.paths ?? {})) {
  for (const [method, op] of Object.entries(ops)) {
    const tag = op.tags?.[0] ?? 'other';
    (groups[tag] ??= []).push({ path, method, op });
  }
}
const toc = [], parts = [];
for (const [tag, ops] of Object.entries(groups).sort()) {
  toc.push('<a href="#tag-' + esc(tag) + '">' + esc(tag) + '</a>');
  parts.push('<h2 id="tag-' + esc(tag) + '">' + esc(tag) + '</h2>');
  for (const { path, method, op } of ops) {
    const params = (op.parameters ?? []).map((p) => '<tr><td><code>' + esc(p.name) + '</code></td><td>' + esc(p.in) + '</td><td>' + (p.required ? 'да' : '') + '</td><td><code>' + esc(JSON.stringify(p.schema)) + '</code></td></tr>').join('');
    const body = op.requestBody?.content?.['application/json']?.schema;
    const responses = Object.entries(op.responses ?? {}).map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return '<h4>' + esc(status) + ' — ' + esc(r.description) + '</h4>' + (schema ? '<pre>' + esc(JSON.stringify(resolve(schema), null, 2)) + '</pre>' : '');
    }).join('');
    parts.push('<details><summary><span class="method ' + method + '">' + method.toUpperCase() + '</span><code>' + esc(path) + '</code><span>' + esc(op.summary) + '</span></summary><div class="body">' +
      (params ? '<h4>Параметры</h4><table><tr><th>имя</th><th>где</th><th>обяз.</th><th>схема</th></tr>' + params + '</table>' : '') +
      (body ? '<h4>Тело запроса</h4><pre>' + esc(JSON.stringify(resolve(body), null, 2)) + '</pre>' : '') +
      responses + '</div></details>');
  }
}
document.getElementById('toc').innerHTML = toc.join('');
document.getElementById('content').innerHTML = '<p>' + esc(doc.info.description) + '</p>' + parts.join('');
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function apiReferencePage(openapiPath: string): ReferencePage {
  const code = script(openapiPath);
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shop API — справочник</title>
<style>${styles}</style>
</head>
<body>
<nav aria-label="Разделы"><h1>Shop API</h1><div id="toc">Загрузка...</div><p><a href="${openapiPath}">openapi.json</a></p></nav>
<main id="content"><p>Загрузка справочника...</p></main>
<script type="module">${code}</script>
</body>
</html>`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src ${sha256(code)}`,
    `style-src ${sha256(styles)}`,
    "connect-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
