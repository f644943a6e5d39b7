/**
 * The Node HTTP server around the Hono app: a fixed header limit answered in the API's JSON error body, and a
 * close that lets the requests in hand finish.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { type ErrorCode, errorBody } from './lib/errors';

/**
 * Request line and headers together (so a long query string counts too). Node's own default, set here so the
 * documented limit is the code's, not whatever a --max-http-header-size flag says.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * How long an idle keep-alive connection stays open: longer than a proxy in front keeps its own (nginx and the
 * cloud load balancers 60 s), so the server never closes a connection just as a proxy or a client sends on it
 * (the client gets a reset; Node's own 5 s made that a matter of chance).
 */
export const KEEP_ALIVE_MS = 65_000;

export interface ListenOptions {
  port: number;
  host: string;
  onListening?: (port: number) => void;
}

export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: ListenOptions,
): Server {
  const server = serve(
    {
      fetch,
      port: options.port,
      hostname: options.host,
      serverOptions: { maxHeaderSize: MAX_HEADER_BYTES, keepAliveTimeout: KEEP_ALIVE_MS },
    },
    (info) => options.onListening?.(info.port),
  );
  answerClientErrorsInJson(asHttpServer(server));
  return asHttpServer(server);
}

// serve() builds a plain node:http server unless told to create another kind.
const asHttpServer = (server: ServerType) => server as Server;

const badRequest = {
  code: 'BAD_REQUEST',
  reason: 'Bad Request',
  message: 'Некорректный HTTP-запрос',
} as const;
const rawAnswers: Record<number, { code: ErrorCode; reason: string; message: string }> = {
  400: badRequest,
  408: { code: 'REQUEST_TIMEOUT', reason: 'Request Timeout', message: 'Запрос не пришёл целиком вовремя' },
  431: {
    code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    reason: 'Request Header Fields Too Large',
    message: `Слишком длинный адрес или заголовки запроса: вместе не более ${MAX_HEADER_BYTES / 1024} КБ`,
  },
};

/**
 * Requests Node refuses before Hono sees them (headers over the limit, a malformed request line) get the same
 * JSON error body as everything else, instead of Node's bare status line.
 */
function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Only when nothing of a response went out yet; a reset connection has no one to answer.
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const answer = rawAnswers[status] ?? badRequest;
    const body = JSON.stringify(errorBody(answer.code, answer.message));
    socket.end(
      [
        `HTTP/1.1 ${status} ${answer.reason}`,
        'Content-Type: application/json; charset=UTF-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}

/**
 * Stops taking connections and waits for the requests in hand; connections still open after `graceMs` (a slow
 * client, an idle keep-alive) are cut.
 */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
