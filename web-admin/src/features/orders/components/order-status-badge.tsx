import type { OrderStatus } from '@shop/core/rules';
import * as table from '../../../ui/table.css';

const tone: Record<OrderStatus, string> = {
  pending: table.badgeAccent,
  confirmed: table.badgeAccent,
  processing: table.badge,
  shipped: table.badge,
  delivered: table.badge,
  cancelled: table.badgeDanger,
};

export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={tone[status]}>{label}</span>;
}
