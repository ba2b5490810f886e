import { describe, expect, it } from 'vitest';
import { originsToRequest } from '../../../../lib/features/account/model/settings-model';
import { DEFAULT_ENDPOINTS } from '../../../../lib/core/settings/defaults';
import { hostPatternOf } from '../../../../lib/core/settings/host-pattern';

describe('hostPatternOf', () => {
  it('drops the port, which Firefox patterns cannot carry', () => {
    expect(hostPatternOf('https://127.0.0.1:8443')).toBe('https://127.0.0.1/*');
    expect(hostPatternOf('https://objects.example.com/upload?x=1')).toBe(
      'https://objects.example.com/*',
    );
  });

  it('keeps the scheme', () => {
    expect(hostPatternOf('http://localhost:8787')).toBe('http://localhost/*');
  });
});

describe('originsToRequest', () => {
  it('asks once per host for an API and broker on the same host', () => {
    const draft = {
      ...DEFAULT_ENDPOINTS,
      apiBase: 'https://127.0.0.1:9001',
      brokerUrl: 'https://127.0.0.1:9002',
    };
    expect(originsToRequest(draft, DEFAULT_ENDPOINTS)).toEqual(['https://127.0.0.1/*']);
  });
});
