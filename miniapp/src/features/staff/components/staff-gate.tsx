import { isStaff } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../../shared/ui/states';
import { useAuth } from '../../auth';
import { staffTexts } from '../texts';

/**
 * The staff screens open only for a signed-in admin or manager (in Telegram, the account the launch initData
 * signed in); anyone else sees why and nothing is asked of the server. The server checks the role again anyway.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState text={staffTexts.checking} />;
  if (!isStaff(user?.role))
    return <EmptyState title={staffTexts.staffOnly} text={staffTexts.staffOnlyHint} />;
  return children;
}
