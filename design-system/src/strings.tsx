import { createContext, type ReactNode, useContext } from 'react';

/**
 * The few words the design system says on its own (a spinner's name, an error panel's title and
 * Retry): English unless the app around it gives them in the page's language (the sdk's AreaApp
 * does, from each area's strings), so no component of a French page says "Retry".
 */
export interface DesignSystemStrings {
  loading: string;
  errorTitle: string;
  retry: string;
  retrying: string;
  /** A dialog's × button. */
  close: string;
  /** An avatar stack's name: "1 person", "3 people". */
  people: (count: number) => string;
  /** What a screen reader says on a draggable item (dnd-kit's screenReaderInstructions). */
  dragInstructions: string;
  /** The sidebar's navigation and its collapse button. */
  mainNavigation: string;
  collapseSidebar: string;
  expandSidebar: string;
}

export const englishStrings: DesignSystemStrings = {
  loading: 'Loading',
  errorTitle: 'Something went wrong',
  retry: 'Retry',
  retrying: 'Retrying…',
  close: 'Close',
  people: (count) => (count === 1 ? '1 person' : `${count} people`),
  dragInstructions:
    'To pick up an item, press the space bar. Use the arrow keys to move it, space again to drop it, or escape to cancel.',
  mainNavigation: 'Main',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
};

const StringsContext = createContext<DesignSystemStrings>(englishStrings);

export function DesignSystemStringsProvider({
  strings,
  children,
}: {
  strings: DesignSystemStrings;
  children: ReactNode;
}) {
  return <StringsContext.Provider value={strings}>{children}</StringsContext.Provider>;
}

/** The design system's own words, in the language the app gave them. */
export function useDesignSystemStrings(): DesignSystemStrings {
  return useContext(StringsContext);
}
