/**
 * The staff mode (/staff, opened from the bot's /staff): today's orders, one order with its status change, a
 * variant's stock. One lazy chunk that a buyer's screens never load; the screens open only for staff.
 */
import { useParams, useRoutes } from 'react-router-dom';
import {
  StaffGate,
  StaffOrderDetails,
  staffTexts,
  TodayOrders,
  useStaffOrder,
  VariantStockScreen,
} from '../../features/staff';
import { Page } from '../layout/page';

function StaffOrderPage() {
  const { id = '' } = useParams();
  const number = useStaffOrder(id).data?.order.number;
  return (
    <Page title={number ? staffTexts.orderTitle(number) : staffTexts.loadingOrder}>
      <StaffOrderDetails id={id} />
    </Page>
  );
}

// useRoutes, as the shop's router does: the Routes and Route components would add their code to the shared vendor
// chunk every first screen loads.
const screens = [
  {
    index: true,
    element: (
      <Page title={staffTexts.today}>
        <TodayOrders />
      </Page>
    ),
  },
  { path: 'orders/:id', element: <StaffOrderPage /> },
  {
    path: 'stock',
    element: (
      <Page title={staffTexts.stockTitle}>
        <VariantStockScreen />
      </Page>
    ),
  },
];

function StaffScreens() {
  return useRoutes(screens);
}

export function StaffPage() {
  return (
    <StaffGate>
      <StaffScreens />
    </StaffGate>
  );
}
