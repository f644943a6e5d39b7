import type { ReactNode } from 'react';

/** A table row's name in bold, with what stands under or beside it (an id, a badge). */
export function NameCell({ name, children }: { name: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <strong>{name}</strong>
      {children}
    </div>
  );
}
