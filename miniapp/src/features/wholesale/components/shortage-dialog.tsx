/**
 * The shortage analysis (SPEC 2 "Shortage analysis dialog"): availability per variant with its impact color,
 * the adjusted bundle, alternatives and recommendations, and the actions the analysis allows.
 */
import { impactLevel } from '@shop/core/rules';
import { Dialog } from '../../../shared/ui/dialog';
import { button } from '../../../shared/ui/primitives.css';
import type { ShortageAnalysisData } from '../api/wholesale-calls';
import { wholesaleRu } from '../texts';
import * as styles from './wholesale.css';

export interface ShortageDialogProps {
  analysis: ShortageAnalysisData;
  busy: boolean;
  colorName: (code: string) => string;
  sizeName: (code: string) => string;
  onContinue: () => void;
  onAcceptAdjusted: () => void;
  onAddAvailable: () => void;
  onViewAlternatives: () => void;
  onCancel: () => void;
}

export function ShortageDialog(props: ShortageDialogProps) {
  const { analysis } = props;
  const impactOf = new Map(analysis.shortages.map((s) => [`${s.colorCode}|${s.sizeCode}`, s.impact]));
  const adjusted = analysis.maxPossibleBundle;
  return (
    <Dialog
      title={analysis.type === 'SUFFICIENT' ? wholesaleRu.sufficientTitle : wholesaleRu.shortageTitle}
      onClose={props.onCancel}
    >
      <div className={styles.body}>
        <ul className={styles.list}>
          {analysis.recommendations.map((recommendation) => (
            <li key={recommendation.type}>{recommendation.message}</li>
          ))}
        </ul>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>{wholesaleRu.variant}</th>
              <th className={styles.cell}>{wholesaleRu.requested}</th>
              <th className={styles.cell}>{wholesaleRu.available}</th>
              <th className={styles.cell}>{wholesaleRu.shortageColumn}</th>
            </tr>
          </thead>
          <tbody>
            {analysis.availability.map((line) => {
              const impact = impactOf.get(`${line.colorCode}|${line.sizeCode}`);
              return (
                <tr key={`${line.colorCode}|${line.sizeCode}`}>
                  <td className={styles.cell}>
                    {props.colorName(line.colorCode)}, {props.sizeName(line.sizeCode)}
                  </td>
                  <td className={styles.cell}>{line.requested}</td>
                  <td className={styles.cell}>{line.available}</td>
                  <td className={styles.cell}>
                    {impact === undefined ? (
                      '—'
                    ) : (
                      <span
                        className={`${styles.impactBadge} ${styles.impact[impactLevel(impact)]}`}
                        data-impact={impactLevel(impact)}
                      >
                        {line.shortage} ({Math.round(impact * 100)}%)
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {analysis.type !== 'SUFFICIENT' ? (
          <>
            <p className={styles.muted}>{wholesaleRu.partialTotal(analysis.partialTotalItems)}</p>
            <p className={styles.muted}>
              {wholesaleRu.adjusted(adjusted.totalItems, analysis.originalRequest.totalItems)}
            </p>
          </>
        ) : null}
        {analysis.alternatives.length > 0 ? (
          <section>
            <h3 className={styles.blockTitle}>{wholesaleRu.alternativesTitle}</h3>
            <ul className={styles.list}>
              {analysis.alternatives.map((alternative) => (
                <li key={alternative.description}>
                  {alternative.description} · {wholesaleRu.confidence(alternative.confidence)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'ghost' })} onClick={props.onCancel}>
          {wholesaleRu.cancel}
        </button>
        {analysis.type === 'SUFFICIENT' ? (
          <button
            type="button"
            className={button({ tone: 'primary' })}
            disabled={props.busy}
            onClick={props.onContinue}
          >
            {wholesaleRu.continue}
          </button>
        ) : null}
        {analysis.type === 'PARTIAL_SUFFICIENT' ? (
          <>
            <button
              type="button"
              className={button({ tone: 'outline' })}
              disabled={props.busy}
              onClick={props.onAddAvailable}
            >
              {wholesaleRu.addAvailable}
            </button>
            {adjusted.acceptable ? (
              <button
                type="button"
                className={button({ tone: 'primary' })}
                disabled={props.busy}
                onClick={props.onAcceptAdjusted}
              >
                {wholesaleRu.acceptAdjusted}
              </button>
            ) : null}
          </>
        ) : null}
        {analysis.type === 'INSUFFICIENT_FOR_WHOLESALE' && analysis.alternatives.length > 0 ? (
          <button type="button" className={button({ tone: 'primary' })} onClick={props.onViewAlternatives}>
            {wholesaleRu.viewAlternatives}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
