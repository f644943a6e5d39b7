import { shopDateFormat } from '@shop/core/rules';
import { useFooterData } from '../../../features/settings/hooks/use-footer-data';
import { privacyPolicyPage as text } from '../../../shared/texts/ru-pages';
import { Page } from '../../layout/page';
import * as styles from './info.css';
import { ProseSections } from './prose-sections';

const dateFormat = shopDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** The privacy policy as staff keep it in the store settings. */
export function PrivacyPolicyPage() {
  const { pages, privacyPolicy } = useFooterData();
  return (
    <Page title={pages.privacyPolicy.title} breadcrumbs={[]}>
      <ProseSections
        lead={
          <p className={styles.note}>
            {text.updatedAt(dateFormat.format(new Date(privacyPolicy.updatedAt)))}
          </p>
        }
        sections={privacyPolicy.sections.map((section) => ({
          title: section.title,
          paragraphs: section.text.split(/\n+/).filter(Boolean),
        }))}
      />
    </Page>
  );
}
