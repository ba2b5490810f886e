/**
 * A model made when it is first needed, from a module loaded then: the side panel's tabs bring
 * their code, and what it depends on, only when the editor first shows them.
 * @module
 */
import { signal, type ReadonlySignal } from '@preact/signals';

/** A model made on first use. */
export interface LazyModel<T> {
  /** The model once made. */
  readonly current: ReadonlySignal<T | undefined>;
  /** True after its code failed to load; the next `get` tries again. */
  readonly failed: ReadonlySignal<boolean>;
  /** The model, made on the first call. */
  get(): Promise<T>;
}

/** Wraps `make`, which imports a model's module and creates the model. */
export function lazyModel<T>(make: () => Promise<T>): LazyModel<T> {
  const current = signal<T | undefined>(undefined);
  const failed = signal(false);
  let making: Promise<T> | undefined;
  return {
    current,
    failed,
    get() {
      making ??= make().then(
        (model) => {
          current.value = model;
          failed.value = false;
          return model;
        },
        (error: unknown) => {
          making = undefined;
          failed.value = true;
          throw error;
        },
      );
      return making;
    },
  };
}
