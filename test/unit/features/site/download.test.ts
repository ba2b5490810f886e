// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { downloadFile } from '@/lib/features/site/download';

describe('downloadFile', () => {
  it('clicks a hidden <a download> on a Blob URL and removes it', () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const clicked: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.href });
    });
    downloadFile({ name: 'site.csv', mime: 'text/csv', text: 'a,b\r\n' });
    expect(click).toHaveBeenCalledOnce();
    expect(clicked).toEqual([{ name: 'site.csv', href: 'blob:test/1' }]);
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv');
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});
