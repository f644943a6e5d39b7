import {
  type ComponentProps,
  type ComponentType,
  createContext,
  createElement,
  lazy,
  useContext,
} from 'react';

/**
 * A part of a page whose code loads when it is first rendered (React's lazy), known by the name its module exports
 * it under. Code loaded ahead is taken at once: React's lazy then gets a thenable that answers synchronously, so
 * the part renders in the same pass as what holds it.
 *
 * The server's drawing of a page notes the parts it drew (`DrawnParts`), and the browser loads their code before
 * it takes the page over (`loadPartsAhead`, main.tsx): React cannot take a drawn part over before its code has
 * arrived, drops a tap made on it meanwhile (app/early-taps.ts), and draws it afresh when an update reaches it.
 */
export type LazyPart<Props> = ComponentType<Props> & { loadAhead(): Promise<void> };

/** Each part's loader by its export name: those names are unique across the storefront, pages' names included. */
const parts = new Map<string, () => Promise<void>>();

/** Where the server's drawing collects the names of the parts it drew; absent in the browser. */
export const DrawnParts = createContext<Set<string> | undefined>(undefined);

// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React's own ComponentProps takes them
type AnyComponent = ComponentType<any>;

export function lazyPart<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPart<ComponentProps<Module[Name]>> {
  type Props = ComponentProps<Module[Name]>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const loadAhead = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<Props>;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // One component for each part, made once like React's lazy itself (parts are declared at a module's top level).
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  const Drawn = (props: Props) => {
    useContext(DrawnParts)?.add(name);
    return createElement(loaded as ComponentType<Props>, props);
  };
  const Part = lazy(() =>
    loaded ? loadedNow({ default: Drawn }) : loadAhead().then(() => ({ default: Drawn })),
  );
  parts.set(name, loadAhead);
  return Object.assign(Part as unknown as ComponentType<Props>, { loadAhead });
}

/**
 * Loads the code of the named parts. A part inside another is known once the outer part's code has arrived, so
 * the names are looked up again after each round; a name no module declares (an older drawing) is passed over.
 */
export async function loadPartsAhead(names: readonly string[]): Promise<void> {
  const wanted = new Set(names);
  for (;;) {
    const known = [...wanted].filter((name) => parts.has(name));
    if (known.length === 0) return;
    for (const name of known) wanted.delete(name);
    await Promise.allSettled(known.map((name) => parts.get(name)?.()));
  }
}

/** React reads a thenable's answer at once when it comes synchronously; a Promise always answers later. */
const loadedNow = <Value>(value: Value) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy takes
  ({ then: (resolve: (value: Value) => void) => resolve(value) }) as unknown as Promise<Value>;
