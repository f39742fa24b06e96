import { describe, expect, it } from 'vitest';
import { urlJournalisee } from './app.js';

describe('adresse journalisée', () => {
  it('masque la clé de vérification et retire les paramètres de requête', () => {
    expect(urlJournalisee('/api/public/activate/verify/SECRET-123')).toBe(
      '/api/public/activate/verify/[masqué]',
    );
    expect(urlJournalisee('/compte/activate?key=SECRET&reinitialisation=1')).toBe('/compte/activate');
    expect(urlJournalisee('/api/teledeclarants/12')).toBe('/api/teledeclarants/12');
  });
});
