import {
  CriteresRechercheAnnuaire,
  LONGUEUR_MAX_TEXTE_ANNUAIRE,
  MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
  messagesGeneriques,
} from '@registre/domain';
import { describe, expect, it } from 'vitest';
import {
  adresseDuChamp,
  adresseRechercheeDepuis,
  corpsDepuis,
  criteresDepuis,
  estSaisieVide,
  type PageAnnuaire,
  pageDepuisUrl,
  SAISIE_VIDE,
  type SaisieAnnuaire,
  saisieDepuisUrl,
  urlDepuis,
} from './recherche';

const PAGE: PageAnnuaire = { pageNumber: 1, pageSize: 10, sortField: null, sortDirection: null };

describe('recherche de l’annuaire : adresse de la page', () => {
  it('recherche simple avec une adresse choisie : relue à l’identique, coordonnées comprises', () => {
    const saisie = {
      ...SAISIE_VIDE,
      immatriculationOuNom: ' $les ',
      adresse: {
        libelle: '5 Rue de la Loge 34000 Montpellier',
        voie: '5 Rue de la Loge',
        codePostal: '34000',
        commune: 'Montpellier',
        x: 3.8767,
        y: 43.6109,
      },
    };
    const params = urlDepuis(saisie, { ...PAGE, pageNumber: 2, sortField: 'nom', sortDirection: 'DESC' });
    expect(params.get('q')).toBe('$les');
    expect(params.get('mode')).toBeNull();
    const relue = saisieDepuisUrl(params);
    expect(relue).toEqual({ ...saisie, immatriculationOuNom: '$les' });
    expect(pageDepuisUrl(params)).toEqual({
      ...PAGE,
      pageNumber: 2,
      sortField: 'nom',
      sortDirection: 'DESC',
    });
  });

  it('recherche avancée : champs et statuts (plusieurs) ; les valeurs inconnues et le mode simple sont ignorés', () => {
    const saisie = {
      ...SAISIE_VIDE,
      mode: 'avancee' as const,
      immatriculationOuNom: 'ignoré en avancée',
      codeDepartement: '69',
      majAnnuelle: 'A_FAIRE' as const,
      statutsCopropriete: ['IMMATRICULEE' as const, 'DISSOUTE' as const],
      statutsRattachement: ['CONTESTE' as const],
    };
    const params = urlDepuis(saisie, PAGE);
    expect(params.toString()).toBe(
      'mode=avancee&codeDepartement=69&majAnnuelle=A_FAIRE&statut=IMMATRICULEE&statut=DISSOUTE&rattachement=CONTESTE',
    );
    expect(saisieDepuisUrl(params)).toEqual({ ...saisie, immatriculationOuNom: '' });
    const faux = saisieDepuisUrl(new URLSearchParams('mode=avancee&statut=BROUILLON&majAnnuelle=PEUT_ETRE'));
    expect(faux.statutsCopropriete).toEqual([]);
    expect(faux.majAnnuelle).toBe('');
  });

  it('une coordonnée mal formée ou seule rend l’adresse non géolocalisée', () => {
    const relue = saisieDepuisUrl(new URLSearchParams('adresse=rue+inconnue&x=abc&y=43.6'));
    expect(relue.adresse).toMatchObject({ libelle: 'rue inconnue', x: null, y: null });
    expect(saisieDepuisUrl(new URLSearchParams('adresse=a&x=200&y=43')).adresse?.x).toBeNull();
  });

  it('dit quand la saisie est vide (première visite : aucune recherche lancée)', () => {
    expect(estSaisieVide(SAISIE_VIDE)).toBe(true);
    expect(estSaisieVide({ ...SAISIE_VIDE, mode: 'avancee' })).toBe(true);
    expect(estSaisieVide({ ...SAISIE_VIDE, immatriculationOuNom: 'a' })).toBe(false);
    expect(estSaisieVide({ ...SAISIE_VIDE, mode: 'avancee', statutsCopropriete: ['DISSOUTE'] })).toBe(false);
  });
});

describe('recherche de l’annuaire : critères envoyés', () => {
  it('au moins un champ : message du domaine sur le champ du mode affiché', () => {
    const simple = criteresDepuis(SAISIE_VIDE, PAGE);
    expect(simple).toEqual({
      ok: false,
      erreurs: [{ champ: 'immatriculationOuNom', message: MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE }],
    });
    const avancee = criteresDepuis({ ...SAISIE_VIDE, mode: 'avancee', nom: '  $ ' }, PAGE);
    expect(!avancee.ok && avancee.erreurs.map((e) => e.champ)).toEqual(['numeroImmatriculation']);
  });

  it('adresse choisie : un point ; adresse gardée telle quelle : texte et « adresseNonSelectionnee »', () => {
    const choisie = criteresDepuis(
      {
        ...SAISIE_VIDE,
        adresse: {
          libelle: 'x',
          voie: '5 Rue de la Loge',
          codePostal: '34000',
          commune: 'Montpellier',
          x: 3.87,
          y: 43.61,
        },
      },
      PAGE,
    );
    expect(choisie.ok && choisie.criteres).toMatchObject({
      isRechercheAvancee: false,
      adresseNonSelectionnee: false,
      adresseNonStructuree: { x: 3.87, y: 43.61 },
    });
    const gardee = criteresDepuis(
      {
        ...SAISIE_VIDE,
        adresse: {
          libelle: 'rue inconnue 34000',
          voie: 'rue inconnue',
          codePostal: '34000',
          commune: null,
          x: null,
          y: null,
        },
      },
      PAGE,
    );
    expect(gardee.ok && gardee.criteres).toMatchObject({
      adresseNonSelectionnee: true,
      adresseNonStructuree: { voie: 'rue inconnue', codePostal: '34000' },
    });
    expect(gardee.ok && gardee.criteres.adresseNonStructuree?.x).toBeUndefined();
  });

  it('recherche avancée : saisie invalide signalée sur son champ (département, date)', () => {
    const r = criteresDepuis(
      { ...SAISIE_VIDE, mode: 'avancee', codeDepartement: '00', dateDebutMandat: '31/02/2024' },
      PAGE,
    );
    expect(!r.ok && r.erreurs.map((e) => e.champ).sort()).toEqual(['codeDepartement', 'dateDebutMandat']);
    const ok = criteresDepuis(
      { ...SAISIE_VIDE, mode: 'avancee', statutsCopropriete: ['DISSOUTE'], dateFinMandat: '01/02/2030' },
      PAGE,
    );
    expect(ok.ok && ok.criteres).toMatchObject({
      isRechercheAvancee: true,
      statutsCopropriete: ['DISSOUTE'],
      dateFinMandat: '01/02/2030',
    });
  });

  it('valeur du champ d’adresse de la déclaration ⇄ adresse cherchée', () => {
    const geolocalisee = adresseRechercheeDepuis({
      numeroVoie: '5',
      voie: 'Rue de la Loge',
      codePostal: '34000',
      commune: 'Montpellier',
      libelle: '5 Rue de la Loge 34000 Montpellier',
      longitude: 3.87,
      latitude: 43.61,
      geolocalisee: true,
    });
    expect(geolocalisee).toEqual({
      libelle: '5 Rue de la Loge 34000 Montpellier',
      voie: '5 Rue de la Loge',
      codePostal: '34000',
      commune: 'Montpellier',
      x: 3.87,
      y: 43.61,
    });
    expect(adresseDuChamp(geolocalisee)).toMatchObject({ geolocalisee: true, longitude: 3.87 });
    const nonGeolocalisee = adresseRechercheeDepuis({
      numeroVoie: '12',
      voie: 'rue inconnue',
      codePostal: '34000',
      libelle: '12 rue inconnue 34000',
      geolocalisee: false,
    });
    expect(nonGeolocalisee).toMatchObject({ voie: 'rue inconnue', x: null, y: null });
    expect(adresseRechercheeDepuis(null)).toBeNull();
  });
});

describe('recherche de l’annuaire : contrôle de la page (sans zod) et schéma du domaine d’accord', () => {
  const avancee = (champs: Partial<SaisieAnnuaire>): SaisieAnnuaire => ({
    ...SAISIE_VIDE,
    mode: 'avancee',
    ...champs,
  });
  const adresse = (champs: Partial<NonNullable<SaisieAnnuaire['adresse']>>): SaisieAnnuaire => ({
    ...SAISIE_VIDE,
    adresse: { libelle: 'adresse', voie: null, codePostal: null, commune: null, x: null, y: null, ...champs },
  });
  const cas: [string, SaisieAnnuaire][] = [
    ['simple vide', SAISIE_VIDE],
    ['simple « $ » seul', { ...SAISIE_VIDE, immatriculationOuNom: ' $ ' }],
    ['simple par nom', { ...SAISIE_VIDE, immatriculationOuNom: 'tilleuls' }],
    ['adresse géolocalisée', adresse({ voie: '5 rue de la Loge', codePostal: '34000', x: 3.87, y: 43.61 })],
    ['adresse gardée telle quelle', adresse({ voie: 'rue inconnue', commune: 'Montpellier' })],
    ['adresse sans rien d’utile', adresse({ voie: '$' })],
    ['adresse d’un lien au code postal invalide', adresse({ voie: 'rue de la Loge', codePostal: '3400' })],
    ['avancée vide', avancee({})],
    ['avancée nom « $ » seul', avancee({ nom: '$' })],
    ['département invalide', avancee({ codeDepartement: '00' })],
    ['département « 20 »', avancee({ codeDepartement: '20' })],
    ['département en minuscules', avancee({ codeDepartement: '2a' })],
    ['département d’outre-mer', avancee({ codeDepartement: '971' })],
    ['code postal invalide', avancee({ codePostal: '00123' })],
    ['code postal court', avancee({ codePostal: '6900' })],
    ['code postal valide', avancee({ codePostal: '69001' })],
    ['date inexistante', avancee({ dateDebutMandat: '31/02/2024' })],
    ['date au format ISO', avancee({ dateFinMandat: '2024-01-01' })],
    ['dates valides', avancee({ dateDebutMandat: '29/02/2024', dateFinMandat: '01/02/2030' })],
    ['plusieurs erreurs', avancee({ codeDepartement: '00', codePostal: 'abc', dateFinMandat: '1/1/2024' })],
    ['statuts seuls', avancee({ statutsCopropriete: ['DISSOUTE'], statutsRattachement: ['EXPIRE'] })],
    ['filtre de mise à jour seul', avancee({ majAnnuelle: 'A_FAIRE' })],
  ];

  it.each(cas)('%s : même verdict, mêmes champs et mêmes messages', (_, saisie) => {
    const page = criteresDepuis(saisie, PAGE);
    const schema = CriteresRechercheAnnuaire.safeParse({ ...corpsDepuis(saisie), paginationOptions: PAGE });
    expect(page.ok).toBe(schema.success);
    const erreursPage = page.ok ? [] : page.erreurs;
    const erreursSchema = schema.success
      ? []
      : schema.error.issues.map((issue) => ({
          // L'adresse de la recherche simple est un seul champ de la page.
          champ: issue.path[0] === 'adresseNonStructuree' ? 'adresse' : String(issue.path[0]),
          message: issue.message,
        }));
    const tri = (e: { champ: string; message: string }[]) =>
      [...e].sort((a, b) => `${a.champ}${a.message}`.localeCompare(`${b.champ}${b.message}`));
    expect(tri(erreursPage)).toEqual(tri(erreursSchema));
  });

  it('texte trop long (adresse de la page forgée) : refusé sur son champ, comme par le schéma', () => {
    const saisie = avancee({ commune: 'a'.repeat(LONGUEUR_MAX_TEXTE_ANNUAIRE + 1) });
    const page = criteresDepuis(saisie, PAGE);
    expect(page).toEqual({
      ok: false,
      erreurs: [{ champ: 'commune', message: messagesGeneriques.maxlength(LONGUEUR_MAX_TEXTE_ANNUAIRE) }],
    });
    const schema = CriteresRechercheAnnuaire.safeParse({ ...corpsDepuis(saisie), paginationOptions: PAGE });
    expect(!schema.success && schema.error.issues.map((issue) => issue.path[0])).toEqual(['commune']);
    const voie = adresse({ voie: 'r'.repeat(LONGUEUR_MAX_TEXTE_ANNUAIRE + 1) });
    expect(criteresDepuis(voie, PAGE)).toMatchObject({ ok: false, erreurs: [{ champ: 'adresse' }] });
    const schemaVoie = CriteresRechercheAnnuaire.safeParse({ ...corpsDepuis(voie), paginationOptions: PAGE });
    expect(!schemaVoie.success && schemaVoie.error.issues.map((issue) => issue.path[0])).toEqual([
      'adresseNonStructuree',
    ]);
  });
});
