import { texts } from '../../../lib/texts';
import { button, dangerButton } from '../../../ui/button.css';
import * as table from '../../../ui/table.css';
import type { AdminCategory } from '../api/categories';
import * as styles from './catalog.css';

const t = texts.categories;

export interface CategoryActions {
  edit: (category: AdminCategory) => void;
  addChild: (category: AdminCategory) => void;
  remove: (category: AdminCategory) => void;
  move: (category: AdminCategory, direction: 'up' | 'down') => void;
}

/** The tree from the flat list (already in level and sort order), each level with its own up/down moves. */
export function CategoryTree({
  categories,
  parentId,
  actions,
  busy,
}: {
  categories: readonly AdminCategory[];
  parentId: number | null;
  actions: CategoryActions;
  busy: boolean;
}) {
  const level = categories
    .filter((category) => category.parent === parentId)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  if (level.length === 0) return null;
  const small = `${button.secondary} ${table.smallButton}`;
  return (
    <ul className={parentId === null ? styles.tree : styles.treeChildren}>
      {level.map((category, index) => (
        <li key={category.id}>
          <div className={styles.treeRow}>
            <div className={styles.treeName}>
              <strong>{category.displayName}</strong>
              <span className={table.muted}>
                /{category.slug} · {t.products(category.productCount)}
                {!category.isActive || !category.isVisible ? ` · ${t.hidden}` : ''}
                {category.showOnHomepage ? ` · ${t.onHomepage}` : ''}
              </span>
            </div>
            <div className={table.rowActions}>
              <button
                type="button"
                className={small}
                disabled={busy || index === 0}
                aria-label={t.moveUpLabel(category.displayName)}
                onClick={() => actions.move(category, 'up')}
              >
                {t.moveUp}
              </button>
              <button
                type="button"
                className={small}
                disabled={busy || index === level.length - 1}
                aria-label={t.moveDownLabel(category.displayName)}
                onClick={() => actions.move(category, 'down')}
              >
                {t.moveDown}
              </button>
              <button
                type="button"
                className={small}
                aria-label={`${texts.common.edit}: ${category.displayName}`}
                onClick={() => actions.edit(category)}
              >
                {texts.common.edit}
              </button>
              <button
                type="button"
                className={small}
                aria-label={`${t.addChild}: ${category.displayName}`}
                onClick={() => actions.addChild(category)}
              >
                {t.addChild}
              </button>
              <button
                type="button"
                className={`${dangerButton} ${table.smallButton}`}
                aria-label={`${texts.common.delete}: ${category.displayName}`}
                disabled={busy}
                onClick={() => actions.remove(category)}
              >
                {texts.common.delete}
              </button>
            </div>
          </div>
          <CategoryTree categories={categories} parentId={category.id} actions={actions} busy={busy} />
        </li>
      ))}
    </ul>
  );
}
