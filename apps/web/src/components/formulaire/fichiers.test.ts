import { TAILLE_MAX_FICHIER_OCTETS } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { aideFichiers, formaterTaille, schemaFichiers, validerFichiers } from './fichiers';

const fichier = (name: string, size = 1000, type = 'application/pdf') => ({ name, size, type });
const codes = (erreurs: { code: string }[]) => erreurs.map((e) => e.code);

describe('validerFichiers : types autorisés', () => {
  it('accepte un fichier dont le type figure dans la liste', () => {
    expect(validerFichiers([fichier('statuts.pdf')], { typesAutorises: ['application/pdf'] })).toEqual([]);
  });

  it('refuse un fichier hors liste, avec son nom dans le message', () => {
    const erreurs = validerFichiers([fichier('photo.png', 1000, 'image/png')], {
      typesAutorises: ['application/pdf'],
    });
    expect(codes(erreurs)).toEqual(['invalideTypeFile']);
    expect(erreurs[0]?.message).toContain('photo.png');
    expect(erreurs[0]?.nomFichier).toBe('photo.png');
  });

  it('reconnaît les extensions et les familles de types', () => {
    expect(validerFichiers([fichier('acte.PDF', 10, '')], { typesAutorises: ['.pdf'] })).toEqual([]);
    expect(validerFichiers([fichier('plan.jpg', 10, 'image/jpeg')], { typesAutorises: ['image/*'] })).toEqual(
      [],
    );
  });

  it('une liste vide (ou absente) autorise tout type', () => {
    const fichiers = [fichier('a.exe', 10, 'application/x-msdownload'), fichier('b.txt', 10, 'text/plain')];
    expect(validerFichiers(fichiers, { typesAutorises: [] })).toEqual([]);
    expect(validerFichiers(fichiers)).toEqual([]);
  });
});

describe('validerFichiers : taille maximale', () => {
  it('la taille par défaut est de 5 Mo', () => {
    expect(TAILLE_MAX_FICHIER_OCTETS).toBe(5 * 1024 * 1024);
  });

  it('accepte un fichier de 5 Mo exactement', () => {
    expect(validerFichiers([fichier('lourd.pdf', TAILLE_MAX_FICHIER_OCTETS)])).toEqual([]);
  });

  it('refuse un fichier de 5 Mo + 1 octet, avec son nom dans le message', () => {
    const erreurs = validerFichiers([fichier('trop-lourd.pdf', TAILLE_MAX_FICHIER_OCTETS + 1)]);
    expect(codes(erreurs)).toEqual(['invalideSizeFile']);
    expect(erreurs[0]?.message).toContain('trop-lourd.pdf');
  });

  it('respecte une taille maximale choisie', () => {
    expect(codes(validerFichiers([fichier('a.pdf', 101)], { tailleMax: 100 }))).toEqual(['invalideSizeFile']);
  });

  it('signale chaque fichier fautif, type et taille', () => {
    const erreurs = validerFichiers(
      [fichier('ok.pdf'), fichier('image.png', TAILLE_MAX_FICHIER_OCTETS + 1, 'image/png')],
      { typesAutorises: ['application/pdf'] },
    );
    expect(codes(erreurs)).toEqual(['invalideTypeFile', 'invalideSizeFile']);
    expect(erreurs.every((e) => e.message.includes('image.png'))).toBe(true);
  });
});

describe('validerFichiers : nombre de fichiers', () => {
  it('refuse moins de fichiers que le minimum', () => {
    const erreurs = validerFichiers([fichier('a.pdf')], { min: 2 });
    expect(codes(erreurs)).toEqual(['minFiles']);
    expect(erreurs[0]?.message).toBe('Vous devez joindre au moins 2 fichiers.');
  });

  it('refuse plus de fichiers que le maximum', () => {
    const erreurs = validerFichiers([fichier('a.pdf'), fichier('b.pdf')], { max: 1 });
    expect(codes(erreurs)).toEqual(['maxFiles']);
    expect(erreurs[0]?.message).toBe('Vous pouvez joindre au plus 1 fichier.');
  });

  it('accepte un nombre compris entre le minimum et le maximum', () => {
    expect(validerFichiers([fichier('a.pdf'), fichier('b.pdf')], { min: 1, max: 3 })).toEqual([]);
  });
});

describe('validerFichiers : obligatoire seulement après une interaction', () => {
  it('ne signale pas l’absence de fichier avant toute interaction', () => {
    expect(validerFichiers([], { requis: true }, { interagi: false })).toEqual([]);
    expect(validerFichiers([], { min: 1 }, { interagi: false })).toEqual([]);
  });

  it('signale « obligatoire » une fois le champ touché', () => {
    const erreurs = validerFichiers([], { requis: true }, { interagi: true });
    expect(codes(erreurs)).toEqual(['required']);
    expect(erreurs[0]?.message).toBe('Ce champ est obligatoire.');
  });

  it('sans contexte, la validation est complète (envoi du formulaire)', () => {
    expect(codes(validerFichiers([], { requis: true }))).toEqual(['required']);
  });

  it('un champ facultatif vide est valide', () => {
    expect(validerFichiers([], {}, { interagi: true })).toEqual([]);
  });

  it('avant interaction, les erreurs de type et de taille restent signalées', () => {
    const erreurs = validerFichiers(
      [fichier('x.png', 10, 'image/png')],
      { typesAutorises: ['.pdf'] },
      { interagi: false },
    );
    expect(codes(erreurs)).toEqual(['invalideTypeFile']);
  });
});

describe('schemaFichiers (formulaires avec zodResolver)', () => {
  const enFichier = (nom: string, taille: number) =>
    new File([new Uint8Array(taille)], nom, { type: 'application/pdf' });

  it('accepte une sélection conforme', () => {
    expect(schemaFichiers({ requis: true, max: 1 }).safeParse([enFichier('a.pdf', 10)]).success).toBe(true);
  });

  it('réunit les erreurs en un message', () => {
    const resultat = schemaFichiers({ max: 1, tailleMax: 5 }).safeParse([
      enFichier('a.pdf', 10),
      enFichier('b.pdf', 1),
    ]);
    expect(resultat.success).toBe(false);
    expect(resultat.error?.issues[0]?.message).toBe(
      'Vous pouvez joindre au plus 1 fichier. Le fichier « a.pdf » dépasse la taille maximale autorisée.',
    );
  });

  it('refuse une valeur qui n’est pas un fichier', () => {
    expect(schemaFichiers().safeParse(['a.pdf']).success).toBe(false);
  });
});

describe('aide du champ fichier', () => {
  it('décrit la taille, les formats et le nombre', () => {
    expect(aideFichiers({ typesAutorises: ['application/pdf', '.pdf'], max: 1 })).toBe(
      'Taille maximale : 5 Mo. Format accepté : pdf.',
    );
    expect(aideFichiers({ typesAutorises: ['image/*', 'application/pdf'], max: 3 })).toBe(
      "Taille maximale : 5 Mo. Formats acceptés : images, pdf. Jusqu'à 3 fichiers.",
    );
    expect(aideFichiers()).toBe('Taille maximale : 5 Mo. Plusieurs fichiers possibles.');
  });

  it('écrit les tailles en français', () => {
    expect(formaterTaille(1536 * 1024)).toBe('1,5 Mo');
    expect(formaterTaille(2048)).toBe('2 ko');
    expect(formaterTaille(1)).toBe('1 octet');
  });
});
