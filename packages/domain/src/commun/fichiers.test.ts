import { describe, expect, it } from 'vitest';
import { TAILLE_MAX_FICHIER_OCTETS } from '../constants.js';
import { messagesGeneriques } from '../messages/generiques.js';
import {
  aSignaturePdf,
  estTypeAutorise,
  type FichierDepose,
  OPTIONS_JUSTIFICATIF_PDF,
  verifierFichiers,
  verifierPdf,
} from './fichiers.js';

const CINQ_MO = 5 * 1024 * 1024;
const pdf = (nom: string, taille = 1000): FichierDepose => ({ nom, type: 'application/pdf', taille });
const contenuPdf = (taille: number): Uint8Array => {
  const octets = new Uint8Array(taille);
  octets.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37].slice(0, taille));
  return octets;
};

describe('verifierFichiers', () => {
  it('accepte un justificatif PDF de 5 Mo exactement', () => {
    expect(TAILLE_MAX_FICHIER_OCTETS).toBe(CINQ_MO);
    expect(verifierFichiers([pdf('mandat.pdf', CINQ_MO)], OPTIONS_JUSTIFICATIF_PDF)).toEqual([]);
  });

  it('refuse un fichier de 5 Mo + 1 octet en nommant le fichier', () => {
    expect(verifierFichiers([pdf('gros.pdf', CINQ_MO + 1)], OPTIONS_JUSTIFICATIF_PDF)).toEqual([
      {
        code: 'invalideSizeFile',
        nomFichier: 'gros.pdf',
        message: messagesGeneriques.invalideSizeFile('gros.pdf'),
      },
    ]);
  });

  it('refuse un type hors liste en nommant le fichier', () => {
    const image: FichierDepose = { nom: 'photo.png', type: 'image/png', taille: 10 };
    expect(verifierFichiers([image], OPTIONS_JUSTIFICATIF_PDF)).toEqual([
      {
        code: 'invalideTypeFile',
        nomFichier: 'photo.png',
        message: messagesGeneriques.invalideTypeFile('photo.png'),
      },
    ]);
  });

  it('signale type et taille pour un même fichier', () => {
    const erreurs = verifierFichiers(
      [{ nom: 'film.mp4', type: 'video/mp4', taille: CINQ_MO * 2 }],
      OPTIONS_JUSTIFICATIF_PDF,
    );
    expect(erreurs.map((e) => e.code)).toEqual(['invalideTypeFile', 'invalideSizeFile']);
  });

  it('autorise tout type quand la liste est vide', () => {
    const options = { typesAutorises: [], tailleMax: 100 };
    expect(
      verifierFichiers([{ nom: 'a.bin', type: 'application/octet-stream', taille: 100 }], options),
    ).toEqual([]);
  });

  it('exige un fichier quand il est obligatoire', () => {
    expect(verifierFichiers([], OPTIONS_JUSTIFICATIF_PDF)).toEqual([
      { code: 'required', message: messagesGeneriques.required },
    ]);
  });

  it.each([
    [0, ['minFiles']],
    [1, ['minFiles']],
    [2, []],
    [3, []],
    [4, ['maxFiles']],
  ])('avec %i fichier(s) pour un minimum de 2 et un maximum de 3 : %j', (nombre, codes) => {
    const fichiers = Array.from({ length: nombre }, (_, i) => pdf(`piece-${i}.pdf`));
    const erreurs = verifierFichiers(fichiers, {
      typesAutorises: ['application/pdf'],
      tailleMax: CINQ_MO,
      min: 2,
      max: 3,
    });
    expect(erreurs.map((e) => e.code)).toEqual(codes);
  });

  it('emploie les messages de nombre au singulier et au pluriel', () => {
    const options = { typesAutorises: [], tailleMax: 10, min: 2, max: 1 };
    expect(verifierFichiers([pdf('a.pdf', 1)], options).map((e) => e.message)).toEqual([
      messagesGeneriques.minFiles(2),
    ]);
    expect(verifierFichiers([pdf('a.pdf', 1), pdf('b.pdf', 1)], options).map((e) => e.message)).toEqual([
      messagesGeneriques.maxFiles(1),
    ]);
  });
});

describe('estTypeAutorise', () => {
  it.each([
    [{ nom: 'a.pdf', type: 'application/pdf' }, ['application/pdf'], true],
    [{ nom: 'a.PDF', type: '' }, ['.pdf'], true],
    [{ nom: 'a.pdf', type: 'APPLICATION/PDF' }, ['application/pdf'], true],
    [{ nom: 'a.png', type: 'image/png' }, ['image/*'], true],
    [{ nom: 'a.pdf.exe', type: 'application/x-msdownload' }, ['.pdf', 'application/pdf'], false],
    [{ nom: 'sans-extension', type: '' }, ['.pdf'], false],
  ])('%j avec %j → %s', (fichier, types, attendu) => {
    expect(estTypeAutorise(fichier, types)).toBe(attendu);
  });
});

describe('contrôle du contenu PDF', () => {
  it('reconnaît la signature %PDF-', () => {
    expect(aSignaturePdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(aSignaturePdf(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(aSignaturePdf(new TextEncoder().encode('PK\u0003\u0004'))).toBe(false);
    expect(aSignaturePdf(new TextEncoder().encode(' %PDF-1.7'))).toBe(false);
    expect(aSignaturePdf(new Uint8Array())).toBe(false);
  });

  it('accepte un PDF de 5 Mo exactement', () => {
    expect(verifierPdf('mandat.pdf', contenuPdf(CINQ_MO))).toBeNull();
  });

  it('refuse un PDF de 5 Mo + 1 octet', () => {
    expect(verifierPdf('mandat.pdf', contenuPdf(CINQ_MO + 1))).toEqual({
      code: 'taille',
      nomFichier: 'mandat.pdf',
      message: messagesGeneriques.invalideSizeFile('mandat.pdf'),
    });
  });

  it('refuse un faux PDF reconnu à son contenu, quel que soit son nom', () => {
    const faux = new TextEncoder().encode('<html>pas un pdf</html>');
    expect(verifierPdf('document.pdf', faux)?.code).toBe('signature');
    expect(verifierPdf('document.pdf', faux)?.message).toContain('document.pdf');
  });

  it('accepte un vrai PDF même mal nommé', () => {
    expect(verifierPdf('scan.bin', contenuPdf(100))).toBeNull();
  });

  it('refuse un fichier vide', () => {
    expect(verifierPdf('vide.pdf', new Uint8Array())?.code).toBe('vide');
  });

  it('applique une taille maximale donnée', () => {
    expect(verifierPdf('a.pdf', contenuPdf(11), 10)?.code).toBe('taille');
    expect(verifierPdf('a.pdf', contenuPdf(10), 10)).toBeNull();
  });
});
