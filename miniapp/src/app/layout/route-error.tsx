import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ru } from '../../shared/texts/ru';
import * as pageStyles from '../../shared/ui/page.css';
import { button, container } from '../../shared/ui/primitives.css';
import { EmptyState } from '../../shared/ui/states';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically an old tab after a new release):
 * reloading fetches the current files.
 */
function RouteError() {
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <EmptyState title={ru.common.somethingWrong} text={ru.common.errorOccurred}>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          {ru.common.reload}
        </button>
        <Link to="/" reloadDocument>
          {ru.common.toHome}
        </Link>
      </EmptyState>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The address: going elsewhere clears the error. */
  resetKey: string;
}

/** The address where rendering failed ('' until the next render learns it), or null while all is well. */
interface BoundaryState {
  failedAt: string | null;
}

/** Catches what its routes throw while rendering (a lazy page's code included) and shows RouteError instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): BoundaryState {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    { resetKey }: BoundaryProps,
    { failedAt }: BoundaryState,
  ): BoundaryState | null {
    if (failedAt === '') return { failedAt: resetKey };
    return failedAt !== null && failedAt !== resetKey ? { failedAt: null } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
