import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shop/api/client';
import { type HomeConfig, type HomeConfigFormValues, homeConfigSchema } from '@shop/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '../../../lib/shop-dates';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { useLeaveGuard } from '../../../ui/use-leave-guard';
import { InfoBarEditor, PromoBannersEditor, ScrollBannersEditor } from './banner-editors';
import { FormSection } from './form-section';
import * as styles from './home-content.css';
import { HomePreview } from './home-preview';
import { homeTexts } from './home-texts';
import { LayoutEditor } from './layout-editor';
import { ProductBlockEditor, productBlocks } from './product-block-editor';
import { ProductDisplayEditor, ShowcaseEditor } from './showcase-editor';

/** The editor keeps sections in their page order; the order numbers are rewritten from it on saving. */
const inPageOrder = (config: HomeConfig): HomeConfig => ({
  ...config,
  layout: [...config.layout].sort((a, b) => a.order - b.order),
});

export interface HomeDraftState {
  config: HomeConfig;
  savedAt: string;
  savedBy: string | null;
}

type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * The home page editor: it opens on the draft when there is one, else on the published page. «Сохранить
 * черновик» keeps the edits for all staff without showing them to buyers; «Опубликовать» puts the form on the
 * storefront and ends the draft; «Отменить изменения» drops the draft.
 */
export function HomeContentForm({
  published,
  draft,
  onPublish,
  onSaveDraft,
  onDiscard,
}: {
  published: HomeConfig;
  draft: HomeDraftState | null;
  onPublish: (config: HomeConfig) => Promise<unknown>;
  onSaveDraft: (config: HomeConfig) => Promise<unknown>;
  onDiscard: () => Promise<HomeConfig>;
}) {
  const methods = useForm<HomeConfigFormValues, unknown, HomeConfig>({
    resolver: zodResolver(homeConfigSchema),
    defaultValues: inPageOrder(draft?.config ?? published),
  });
  const intent = useRef<'draft' | 'publish'>('publish');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [discarding, setDiscarding] = useState(false);
  const pending = methods.formState.isSubmitting || discarding;
  useLeaveGuard(methods.formState.isDirty && !pending);

  const failed = (error: unknown) => {
    setOutcome({ kind: 'failed', message: isApiError(error) ? error.message : texts.errors.generic });
    if (isApiError(error) && error.fields) {
      for (const [field, message] of Object.entries(error.fields))
        methods.setError(field as Parameters<typeof methods.setError>[0], { message });
    }
  };

  const submit = methods.handleSubmit(
    async (config) => {
      setOutcome({ kind: 'idle' });
      const ordered = { ...config, layout: config.layout.map((section, order) => ({ ...section, order })) };
      try {
        if (intent.current === 'draft') await onSaveDraft(ordered);
        else await onPublish(ordered);
        methods.reset(ordered);
        setOutcome({
          kind: 'done',
          message: intent.current === 'draft' ? homeTexts.draftSaved : homeTexts.published,
        });
      } catch (error) {
        failed(error);
      }
    },
    () => setOutcome({ kind: 'failed', message: texts.common.formInvalid }),
  );

  const discard = async () => {
    if (!window.confirm(homeTexts.discardConfirm)) return;
    setDiscarding(true);
    try {
      methods.reset(inPageOrder(await onDiscard()));
      setOutcome({ kind: 'done', message: homeTexts.discarded });
    } catch (error) {
      failed(error);
    } finally {
      setDiscarding(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={homeTexts.formLabel} className={styles.columns}>
      <div className={styles.stack}>
        <p className={form.hint} data-testid="home-state">
          {draft ? homeTexts.draftState(formatDateTime(draft.savedAt), draft.savedBy) : homeTexts.noDraft}{' '}
          {published.lastUpdated
            ? homeTexts.lastUpdated(formatDateTime(published.lastUpdated))
            : homeTexts.neverPublished}{' '}
          <a href="/" target="_blank" rel="noreferrer">
            {homeTexts.openStore}
          </a>
        </p>
        <FormSection methods={methods} field="layout" title={homeTexts.layout.title}>
          <LayoutEditor methods={methods} />
        </FormSection>
        <FormSection methods={methods} field="infoBar" title={homeTexts.infoBar.title}>
          <InfoBarEditor methods={methods} />
        </FormSection>
        <FormSection methods={methods} field="scrollBanner" title={homeTexts.banners.title}>
          <ScrollBannersEditor methods={methods} />
        </FormSection>
        <FormSection methods={methods} field="promo" title={homeTexts.promo.title}>
          <PromoBannersEditor methods={methods} />
        </FormSection>
        {productBlocks.map((block) => (
          <FormSection key={block} methods={methods} field={block} title={homeTexts.blocks[block]}>
            <ProductBlockEditor methods={methods} block={block} />
          </FormSection>
        ))}
        <FormSection methods={methods} field="promocodeShowcase" title={homeTexts.showcase.title}>
          <ShowcaseEditor methods={methods} />
        </FormSection>
        <FormSection methods={methods} field="productDisplay" title={homeTexts.display.title}>
          <ProductDisplayEditor methods={methods} />
        </FormSection>
        {outcome.kind === 'failed' && (
          <p role="alert" className={form.formError}>
            {outcome.message}
          </p>
        )}
        {outcome.kind === 'done' && (
          <p role="status" className={form.formNotice}>
            {outcome.message}
          </p>
        )}
        <div className={form.actions}>
          <button
            type="submit"
            className={button.primary}
            disabled={pending}
            onClick={() => {
              intent.current = 'publish';
            }}
          >
            {pending && intent.current === 'publish' ? homeTexts.publishing : homeTexts.publish}
          </button>
          <button
            type="submit"
            className={button.secondary}
            disabled={pending}
            onClick={() => {
              intent.current = 'draft';
            }}
          >
            {pending && intent.current === 'draft' ? homeTexts.savingDraft : homeTexts.saveDraft}
          </button>
          {draft ? (
            <button
              type="button"
              className={button.secondary}
              disabled={pending}
              onClick={() => void discard()}
            >
              {homeTexts.discard}
            </button>
          ) : null}
        </div>
      </div>
      <HomePreview methods={methods} published={published.lastUpdated ?? null} />
    </form>
  );
}
