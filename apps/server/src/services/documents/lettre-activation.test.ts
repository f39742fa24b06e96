import { describe, expect, it } from 'vitest';
import { genererLettreActivation } from './lettre-activation.js';

describe('lettre d’activation', () => {
  it('produit un PDF complet', async () => {
    const pdf = await genererLettreActivation({
      adresse: ['CABINET LUMIERE GESTION', null, '', '12 RUE DE LA REPUBLIQUE', null, '69002 LYON', 'FRANCE'],
      raisonSociale: 'CABINET LUMIERE GESTION',
      siret: '81234567800013',
      codeActivation: 'K7P-4QX-92M',
      dateEdition: new Date('2026-11-21T10:00:00Z'),
      urlActivation: 'http://localhost:3000/compte/activation',
    });
    const texte = new TextDecoder('latin1').decode(pdf);
    expect(texte.startsWith('%PDF-')).toBe(true);
    expect(texte.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(texte).toContain('/Title');
    expect(pdf.byteLength).toBeGreaterThan(1500);
  });
});
