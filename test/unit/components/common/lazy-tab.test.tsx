// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyView } from '@/components/common/LazyView';
import { lazyModel } from '@/lib/core/model/lazy-model';
import { Publish } from '@/components/publish/publish-lazy';
import type { PublishModel } from '@/lib/features/publish/model/publish-model';

/** A promise and the means to settle it from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a tab whose code loads on first show', () => {
  afterEach(cleanup);

  it('shows that it is loading, then the view with its props; the code loads once', async () => {
    const loads: ReturnType<typeof deferred<typeof Greeting>>[] = [];
    const View = lazyView(() => {
      loads.push(deferred());
      return loads.at(-1)!.promise;
    });
    render(<View name="Ada" />);
    expect(screen.getByTestId('tab-loading')).toBeTruthy();
    loads[0]!.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    cleanup();
    render(<View name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(loads).toHaveLength(1);
  });

  it('says when its code cannot be loaded and loads it again on retry', async () => {
    const loads: ReturnType<typeof deferred<typeof Greeting>>[] = [];
    const View = lazyView(() => {
      loads.push(deferred());
      return loads.at(-1)!.promise;
    });
    render(<View name="Ada" />);
    loads[0]!.reject(new Error('chunk gone'));
    expect(await screen.findByTestId('tab-load-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-load-retry'));
    expect(screen.getByTestId('tab-loading')).toBeTruthy();
    loads[1]!.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('shows nothing while a quiet part loads, and still says when it cannot be loaded', async () => {
    const loads: ReturnType<typeof deferred<typeof Greeting>>[] = [];
    const View = lazyView(() => {
      loads.push(deferred());
      return loads.at(-1)!.promise;
    }, true);
    const { container } = render(<View name="Ada" />);
    expect(container.childElementCount).toBe(0);
    loads[0]!.reject(new Error('chunk gone'));
    expect(await screen.findByTestId('tab-load-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-load-retry'));
    expect(container.childElementCount).toBe(0);
    loads[1]!.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });
});

describe('a model made on first use', () => {
  it('is made once however often it is asked for, and shows once made', async () => {
    let made = 0;
    const lazy = lazyModel(async () => ({ id: ++made }));
    expect(lazy.current.value).toBeUndefined();
    const [a, b] = await Promise.all([lazy.get(), lazy.get()]);
    expect(a).toBe(b);
    expect(await lazy.get()).toBe(a);
    expect(made).toBe(1);
    expect(lazy.current.value).toBe(a);
  });

  it('flags a failed load and tries again on the next ask', async () => {
    let attempts = 0;
    const lazy = lazyModel(async () => {
      if (++attempts === 1) throw new Error('chunk gone');
      return { ok: true };
    });
    await expect(lazy.get()).rejects.toThrow('chunk gone');
    expect(lazy.failed.value).toBe(true);
    expect(await lazy.get()).toEqual({ ok: true });
    expect(lazy.failed.value).toBe(false);
    expect(attempts).toBe(2);
  });
});

describe('"Publish site…" loaded when shown', () => {
  afterEach(cleanup);

  it('says when its model cannot be loaded, and loads it again on retry', async () => {
    let attempts = 0;
    const lazy = lazyModel<PublishModel>(async () => {
      attempts++;
      throw new Error('chunk gone');
    });
    render(<Publish lazy={lazy} siteId="s" />);
    fireEvent.click(await screen.findByTestId('tab-load-retry'));
    await waitFor(() => expect(attempts).toBe(2));
  });
});
