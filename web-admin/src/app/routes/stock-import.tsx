import { Link } from 'react-router-dom';
import { StockImport } from '../../features/csv/components/stock-import';
import { csvTexts as t } from '../../features/csv/csv-texts';
import { AdminPage } from '../../ui/admin-page';
import { button } from '../../ui/button.css';

export function StockImportPage() {
  return (
    <AdminPage
      title={t.importTitle}
      description={t.importDescription}
      actions={
        <Link className={button.secondary} to="/products">
          {t.backToProducts}
        </Link>
      }
    >
      <StockImport />
    </AdminPage>
  );
}
