import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import { MessagePage } from '../../../ui/status-message';
import { type AdminArea, canAccessArea } from '../permissions';
import { authStore } from '../store/auth-store';

/** Shows an area to those whose role allows it and 'Недостаточно прав' to other staff. */
export function AreaGate({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { user } = useSnapshot(authStore);
  if (canAccessArea(user?.role, area)) return children;
  return (
    <MessagePage
      title={texts.forbidden.title}
      text={texts.forbidden.text}
      action={
        <Link className={button.secondary} to="/dashboard">
          {texts.forbidden.back}
        </Link>
      }
    />
  );
}
