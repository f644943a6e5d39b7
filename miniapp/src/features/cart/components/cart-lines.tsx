/** The cart's lines: retail lines with their own steppers, and wholesale sets that change only as a whole. */
import { formatKopecks, pluralize, wholesaleGroupName } from '@shop/core/rules';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ru } from '../../../shared/texts/ru';
import * as lineStyles from '../../../shared/ui/line-list.css';
import { PRODUCT_PLACEHOLDER } from '../../../shared/ui/placeholder';
import { button } from '../../../shared/ui/primitives.css';
import { productHref } from '../../catalog';
import type { CartLineView } from '../hooks/use-cart';
import { removeLine, setLineQuantity } from '../lib/cart-actions';
import { removeGroup, setChangeRefusal, setGroupQuantity } from '../lib/group-actions';
import * as styles from './cart.css';

type Entry = { kind: 'line'; line: CartLineView } | { kind: 'set'; id: string; lines: CartLineView[] };

/** Lines of one wholesale set stand together, where the first of them stood. */
function entriesOf(lines: readonly CartLineView[]): Entry[] {
  const entries: Entry[] = [];
  const sets = new Map<string, CartLineView[]>();
  for (const line of lines) {
    if (!line.wholesaleGroupId) {
      entries.push({ kind: 'line', line });
      continue;
    }
    const set = sets.get(line.wholesaleGroupId);
    if (set) set.push(line);
    else {
      const created = [line];
      sets.set(line.wholesaleGroupId, created);
      entries.push({ kind: 'set', id: line.wholesaleGroupId, lines: created });
    }
  }
  return entries;
}

const variantText = (line: CartLineView) =>
  [line.size && `${ru.cart.size}: ${line.sizeName}`, line.color && `${ru.cart.color}: ${line.colorName}`]
    .filter(Boolean)
    .join(' · ');

/**
 * `lowest`: the id of the text saying why «−» is disabled (a set at its minimum). `max`: what is left of the
 * variant, where «+» stops.
 */
function Stepper({
  value,
  label,
  onChange,
  lowest,
  max,
}: {
  value: number;
  label: string;
  onChange: (next: number) => void;
  lowest?: string | undefined;
  max?: number | null | undefined;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a labelled group of two buttons and a value
    <div className={lineStyles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={lineStyles.stepperButton}
        aria-label={ru.cart.decrease}
        aria-describedby={lowest}
        disabled={value <= 1 || lowest !== undefined}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <span className={lineStyles.stepperValue} aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className={lineStyles.stepperButton}
        aria-label={ru.cart.increase}
        disabled={max !== null && max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}

function RetailLine({ line }: { line: CartLineView }) {
  return (
    <li className={lineStyles.line}>
      <img className={lineStyles.lineImage} src={line.image || PRODUCT_PLACEHOLDER} alt="" loading="lazy" />
      <div className={lineStyles.lineInfo}>
        <Link to={productHref(line.productId)} className={lineStyles.lineName}>
          {line.name}
        </Link>
        <span className={lineStyles.lineMeta}>{variantText(line)}</span>
        <span className={lineStyles.lineMeta}>{ru.cart.perItem(formatKopecks(line.unitPriceKopecks))}</span>
        <span>{formatKopecks(line.subtotalKopecks)}</span>
        {line.problem ? <span className={styles.problem}>{line.problem}</span> : null}
      </div>
      <div className={lineStyles.lineActions}>
        <Stepper
          value={line.quantity}
          label={`${line.name}, ${variantText(line)}`}
          onChange={(next) => void setLineQuantity(line, next)}
          max={line.maxQuantity}
        />
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          aria-label={`${ru.cart.remove}: ${line.name}`}
          onClick={() => void removeLine(line)}
        >
          {ru.cart.remove}
        </button>
      </div>
    </li>
  );
}

/** `cart`: every line of the cart, which an individual set's minimum counts across. */
function WholesaleSet({
  id,
  lines,
  cart,
}: {
  id: string;
  lines: CartLineView[];
  cart: readonly CartLineView[];
}) {
  // The set's quantity per variant is its largest line: a line stock capped below it stays when it steps.
  const quantity = Math.max(1, ...lines.map((line) => line.quantity));
  const total = lines.reduce((sum, line) => sum + line.subtotalKopecks, 0);
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const first = lines[0];
  // The step the server (or the browser cart) would refuse is not offered: «−» is disabled with the reason.
  const atMinimum = setChangeRefusal(cart, id, quantity - 1);
  const hintId = useId();
  const setName =
    first &&
    wholesaleGroupName(
      id,
      { productId: first.productId, colorCode: first.color, sizeCode: first.size },
      () => first.colorName,
    );
  return (
    <li className={styles.group}>
      <div className={styles.groupHeader}>
        <strong>
          {ru.cart.wholesaleSet}: {lines[0]?.name}
        </strong>
        <span>{formatKopecks(total)}</span>
      </div>
      {setName ? (
        <p className={lineStyles.lineMeta}>
          {setName} · {pluralize(items, 'item')}
        </p>
      ) : null}
      <ul className={lineStyles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.groupLine}>
            <img
              className={lineStyles.lineImage}
              src={line.image || PRODUCT_PLACEHOLDER}
              alt=""
              loading="lazy"
            />
            <div className={lineStyles.lineInfo}>
              <span className={lineStyles.lineMeta}>{variantText(line)}</span>
              <span className={lineStyles.lineMeta}>
                {line.quantity} × {formatKopecks(line.unitPriceKopecks)}
              </span>
              {line.problem ? <span className={styles.problem}>{line.problem}</span> : null}
            </div>
            <span>{formatKopecks(line.subtotalKopecks)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.groupHeader}>
        <Stepper
          value={quantity}
          label={ru.cart.setQuantity}
          onChange={(next) => void setGroupQuantity(id, next)}
          lowest={atMinimum ? hintId : undefined}
        />
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={() => void removeGroup(id)}
        >
          {ru.cart.removeSet}
        </button>
      </div>
      {atMinimum ? (
        <p id={hintId} className={lineStyles.lineMeta}>
          {atMinimum}
        </p>
      ) : null}
    </li>
  );
}

export function CartLines({ lines }: { lines: readonly CartLineView[] }) {
  return (
    <ul className={lineStyles.lines}>
      {entriesOf(lines).map((entry) =>
        entry.kind === 'line' ? (
          <RetailLine key={entry.line.key} line={entry.line} />
        ) : (
          <WholesaleSet key={entry.id} id={entry.id} lines={entry.lines} cart={lines} />
        ),
      )}
    </ul>
  );
}
