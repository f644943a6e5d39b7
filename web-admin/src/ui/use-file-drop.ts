import { type DragEvent, useState } from 'react';

/** Files dropped on an element: whether a drag is over it now, and the handlers to spread on it. */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropHandlers: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      },
    },
  };
}
