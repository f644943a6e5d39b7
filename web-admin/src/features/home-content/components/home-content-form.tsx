import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shop/api/client';
import { type HomeConfig, type HomeConfigFormValues, homeConfigSchema } from '@shop/core';
import { type ReactNode, useRef, useState } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
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

type Methods = UseFormReturn<HomeConfigFormValues, unknown, HomeConfig>;

/** The form's parts in page order, each folded under its name: the part of the values it edits and its editor. */
const formParts: readonly {
  field: Path<HomeConfigFormValues>;
  title: string;
  editor: (m: Methods) => ReactNode;
}[] = [
  { field: 'layout', title: homeTexts.layout.title, editor: (m) => <LayoutEditor methods={m} /> },
  { field: 'infoBar', title: homeTexts.infoBar.title, editor: (m) => <InfoBarEditor methods={m} /> },
  {
    field: 'scrollBanner',
    title: homeTexts.banners.title,
    editor: (m) => <ScrollBannersEditor methods={m} />,
  },
  { field: 'promo', title: homeTexts.promo.title, editor: (m) => <PromoBannersEditor methods={m} /> },
  ...productBlocks.map((block) => ({
    field: block,
    title: homeTexts.blocks[block],
    editor: (m: Methods) => <ProductBlockEditor methods={m} block={block} />,
  })),
  {
    field: 'promocodeShowcase',
    title: homeTexts.showcase.title,
    editor: (m) => <ShowcaseEditor methods={m} />,
  },
  {
    field: 'productDisplay',
    title: homeTexts.display.title,
    editor: (m) => <ProductDisplayEditor methods={m} />,
  },
];

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
        {formParts.map(({ field, title, editor }) => (
          <FormSection key={field} methods={methods} field={field} title={title}>
            {editor(methods)}
          </FormSection>
        ))}
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
      <HomePreview methods={methods} />
    </form>
  );
}
