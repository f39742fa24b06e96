import { describe, expect, it } from 'vitest';
import { libelleVersion } from './version.js';

describe('libelleVersion', () => {
  it('retire le suffixe SNAPSHOT', () => {
    expect(libelleVersion('1.4.0-SNAPSHOT')).toBe('1.4.0');
  });
  it('laisse une version publiée intacte', () => {
    expect(libelleVersion('1.4.0')).toBe('1.4.0');
  });
});
