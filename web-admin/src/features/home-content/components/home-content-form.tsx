import { zodResolver } from '@hookform/resolvers/zod';
import { type HomeConfig, type HomeConfigFormValues, homeConfigSchema } from '@shop/core';
import { useForm } from 'react-hook-form';
import * as form from '../../../ui/form.css';
import { useSaveCycle } from '../../settings/components/document-form';
import { SaveBar } from '../../settings/components/form-controls';
import { InfoBarEditor, PromoBannersEditor, ScrollBannersEditor } from './banner-editors';
import * as styles from './home-content.css';
import { HomePreview } from './home-preview';
import { homeTexts } from './home-texts';
import { LayoutEditor } from './layout-editor';
import { ProductBlockEditor } from './product-block-editor';
import { ProductDisplayEditor, ShowcaseEditor } from './showcase-editor';

const timeFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' });

/** The editor keeps sections in their page order; the order numbers are rewritten from it on publishing. */
const inPageOrder = (config: HomeConfig): HomeConfig => ({
  ...config,
  layout: [...config.layout].sort((a, b) => a.order - b.order),
});

export function HomeContentForm({
  initial,
  onPublish,
}: {
  initial: HomeConfig;
  onPublish: (config: HomeConfig) => Promise<unknown>;
}) {
  const methods = useForm<HomeConfigFormValues, unknown, HomeConfig>({
    resolver: zodResolver(homeConfigSchema),
    defaultValues: inPageOrder(initial),
  });
  const { state, submit } = useSaveCycle(methods, (config) =>
    onPublish({ ...config, layout: config.layout.map((section, order) => ({ ...section, order })) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={homeTexts.formLabel} className={styles.columns}>
      <div className={styles.stack}>
        <p className={form.hint}>
          {initial.lastUpdated
            ? homeTexts.lastUpdated(timeFormat.format(new Date(initial.lastUpdated)))
            : homeTexts.neverPublished}{' '}
          <a href="/" target="_blank" rel="noreferrer">
            {homeTexts.openStore}
          </a>
        </p>
        <LayoutEditor methods={methods} />
        <InfoBarEditor methods={methods} />
        <ScrollBannersEditor methods={methods} />
        <PromoBannersEditor methods={methods} />
        <ProductBlockEditor methods={methods} block="featuredProducts" />
        <ProductBlockEditor methods={methods} block="newArrivals" />
        <ProductBlockEditor methods={methods} block="saleProducts" />
        <ShowcaseEditor methods={methods} />
        <ProductDisplayEditor methods={methods} />
        <SaveBar state={state} pending={methods.formState.isSubmitting} label={homeTexts.publish} />
      </div>
      <HomePreview methods={methods} />
    </form>
  );
}
