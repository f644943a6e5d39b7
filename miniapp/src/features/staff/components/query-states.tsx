import { errorMessage } from '@shop/api/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ru } from '../../../shared/texts/ru';
import { LoadingState, RetryState } from '../../../shared/ui/states';

/** A staff screen's data: its wait text while loading, what failed with «Повторить», else the screen itself. */
export function QueryStates<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loading} />;
  if (query.isError)
    return (
      <RetryState
        title={failed}
        text={errorMessage(query.error, ru.common.errorOccurred)}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}
