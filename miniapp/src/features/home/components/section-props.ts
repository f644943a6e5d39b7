import type { HomeData, HomeLayoutSection } from '../types';

export interface SectionProps {
  section: HomeLayoutSection;
  home: HomeData;
  /** Asks for the home data again (the sections' retry buttons). */
  retry: () => void;
}
