import type { ComponentType } from 'react';
import { visibleSections } from '../home-layout';
import type { HomeLayoutSection, HomeSectionType } from '../types';
import { CategoriesSection } from './categories-section';

/** Which component draws each section type; a type without one is skipped until it is built. */
const sectionComponents: Partial<Record<HomeSectionType, ComponentType<{ section: HomeLayoutSection }>>> = {
  categories: CategoriesSection,
};

export function HomeSections({ layout }: { layout: readonly HomeLayoutSection[] }) {
  return (
    <>
      {visibleSections(layout).map((section) => {
        const Section = sectionComponents[section.type];
        return Section ? <Section key={section.id} section={section} /> : null;
      })}
    </>
  );
}
