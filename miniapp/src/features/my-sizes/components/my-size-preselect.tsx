import type { VariantSelection } from '@shop/core/rules';
import { useEffect, useRef } from 'react';
import { useSizeProfile } from '../api/size-profile';
import { mySizeChoice } from '../lib/my-size-choice';

type Choice = NonNullable<ReturnType<typeof mySizeChoice>>;

/**
 * Draws nothing: once her profile is read, hands the product page its choice with her size, once (loaded after
 * the page's first paint, so the profile's code and its storage stay off the first screen).
 */
export function MySizePreselect({
  product,
  selection,
  onChoice,
}: {
  product: Parameters<typeof mySizeChoice>[0];
  selection: VariantSelection;
  onChoice: (choice: Choice) => void;
}) {
  const profile = useSizeProfile().data;
  const latest = useRef({ selection, onChoice });
  latest.current = { selection, onChoice };
  useEffect(() => {
    const choice = profile ? mySizeChoice(product, profile, latest.current.selection) : null;
    if (choice) latest.current.onChoice(choice);
  }, [profile, product]);
  return null;
}
