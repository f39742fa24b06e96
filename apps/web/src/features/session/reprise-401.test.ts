import {
  compteRoutes,
  type EtudeNotariale,
  type InfoCertificat,
  type InfoCompte,
  MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR,
  notaireRoutes,
} from '@registre/domain';
import { describe, expect, it } from 'vitest';
import {
  APPELS_DE_COMPTE,
  type DependancesReprise,
  deciderReprise,
  executerReprise,
  INTERVALLE_MIN_RELANCE_MS,
  type NotificationReprise,
} from './reprise-401';

const entetes = (valeurs: Record<string, string> = {}) => ({ get: (nom: string) => valeurs[nom] ?? null });

describe('décision de reprise après une 401 (spec 2 §7.14)', () => {
  it('les appels de compte écrits dans le module sont exactement les chemins des contrats (ADR 0260)', () => {
    expect([...APPELS_DE_COMPTE].sort()).toEqual(
      [
        compteRoutes.compte.path,
        compteRoutes.authentification.path,
        notaireRoutes.authentification.path,
      ].sort(),
    );
  });

  it('ntr : connexion du notaire par son certificat', () => {
    expect(
      deciderReprise({
        status: 401,
        entetes: entetes({ ntr: 'true' }),
        chemin: '/api/account',
        etaitConnecte: false,
      }),
    ).toEqual({ action: 'authentificationNotaire' });
  });

  it('reload_identity : connexion institutionnelle ; ntr a priorité', () => {
    const base = { status: 401, chemin: '/api/account', etaitConnecte: true };
    expect(deciderReprise({ ...base, entetes: entetes({ reload_identity: 'true' }) })).toEqual({
      action: 'authentificationInstitutionnelle',
    });
    expect(deciderReprise({ ...base, entetes: entetes({ reload_identity: 'true', ntr: 'true' }) })).toEqual({
      action: 'authentificationNotaire',
    });
  });

  it('sans en-tête : déconnexion si une session était ouverte, rien pour un visiteur', () => {
    const base = { status: 401, chemin: '/api/account', entetes: entetes() };
    expect(deciderReprise({ ...base, etaitConnecte: true })).toEqual({ action: 'deconnexion' });
    expect(deciderReprise({ ...base, etaitConnecte: false })).toEqual({ action: 'aucune' });
  });

  it("ne concerne que les 401 des appels de compte et d'authentification", () => {
    expect(
      deciderReprise({
        status: 403,
        entetes: entetes({ ntr: 'true' }),
        chemin: '/api/account',
        etaitConnecte: true,
      }),
    ).toEqual({ action: 'aucune' });
    expect(
      deciderReprise({
        status: 401,
        entetes: entetes({ reload_identity: 'true' }),
        chemin: '/api/teledeclarants',
        etaitConnecte: true,
      }),
    ).toEqual({ action: 'aucune' });
    expect(
      deciderReprise({
        status: 401,
        entetes: entetes({ ntr: 'false' }),
        chemin: '/api/authentication',
        etaitConnecte: true,
      }),
    ).toEqual({ action: 'deconnexion' });
  });
});

const CERTIFICAT_NOTAIRE: InfoCertificat = {
  subjectDn: 'CN=Jeanne BERNARD',
  issuerDn: 'CN=AC',
  numEtude: '13051',
  qualite: 'NOTAIRE',
  nom: 'BERNARD',
  prenom: 'Jeanne',
  email: 'jeanne@exemple.fr',
  simule: false,
};
const ETUDE: EtudeNotariale = {
  id: 4,
  numEtude: '13051',
  raisonSociale: 'ÉTUDE',
  siret: null,
  statut: 'ACTIF',
};
const COMPTE = { id: 12, login: 'jeanne@exemple.fr', profil: 'NOTAIRE_NOTAIRE' } as InfoCompte;

/** Dépendances factices qui enregistrent ce que fait la reprise. */
function fausses(options: Partial<DependancesReprise> = {}) {
  const trace = {
    navigations: [] as string[],
    ouvertures: [] as string[],
    notifications: [] as NotificationReprise[],
    session: 'inchangee' as 'inchangee' | 'oubliee' | InfoCompte,
    relance: null as number | null,
  };
  const d: DependancesReprise = {
    infoCertificat: async () => CERTIFICAT_NOTAIRE,
    etudeNotariale: async () => ETUDE,
    authentifierNotaire: async () => COMPTE,
    urlsClavis: async () => ({
      disponible: true,
      urlConnexion: '/api/public/clavis/connexion',
      urlDeconnexion: null,
    }),
    sessionOuverte: (compte) => {
      trace.session = compte;
    },
    oublierSession: () => {
      trace.session = 'oubliee';
    },
    naviguer: (chemin) => trace.navigations.push(chemin),
    ouvrir: (url) => trace.ouvertures.push(url),
    notifier: (n) => trace.notifications.push(n),
    cheminCourant: () => '/copropriete?standard=true',
    derniereRelanceInstitutionnelle: () => trace.relance,
    noterRelanceInstitutionnelle: (instant) => {
      trace.relance = instant;
    },
    maintenant: () => 1_000_000,
    ...options,
  };
  return { d, trace };
}

describe('exécution de la reprise', () => {
  it("notaire d'une étude inscrite : connexion par certificat et session ouverte", async () => {
    const { d, trace } = fausses();
    expect(await executerReprise({ action: 'authentificationNotaire' }, d)).toBe('connecte');
    expect(trace.session).toBe(COMPTE);
    expect(trace.navigations).toEqual([]);
  });

  it("notaire dont l'étude n'est pas inscrite : page d'inscription avec le numéro de l'étude", async () => {
    const { d, trace } = fausses({ etudeNotariale: async () => null });
    expect(await executerReprise({ action: 'authentificationNotaire' }, d)).toBe('redirige');
    expect(trace.navigations).toEqual(['/compte/inscription?numEtude=13051']);
  });

  it("collaborateur dont l'étude n'est pas inscrite : erreur de la spécification puis accueil", async () => {
    const { d, trace } = fausses({
      infoCertificat: async () => ({ ...CERTIFICAT_NOTAIRE, qualite: 'COLLABORATEUR' }),
      etudeNotariale: async () => null,
    });
    expect(await executerReprise({ action: 'authentificationNotaire' }, d)).toBe('redirige');
    expect(trace.notifications).toEqual([
      expect.objectContaining({ type: 'error', description: MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR }),
    ]);
    expect(trace.navigations).toEqual(['/']);
  });

  it('certificat absent ou connexion refusée : déconnexion et page de connexion', async () => {
    const sansCertificat = fausses({ infoCertificat: async () => null });
    expect(await executerReprise({ action: 'authentificationNotaire' }, sansCertificat.d)).toBe('deconnecte');
    expect(sansCertificat.trace.navigations).toEqual(['/compte']);
    const refuse = fausses({
      authentifierNotaire: async () => {
        throw new Error("Votre compte de collaborateur n'existe pas encore.");
      },
    });
    expect(await executerReprise({ action: 'authentificationNotaire' }, refuse.d)).toBe('deconnecte');
    expect(refuse.trace.session).toBe('oubliee');
    expect(refuse.trace.notifications[0]?.description).toMatch(/collaborateur/);
  });

  it('identité fédérée : relance la connexion institutionnelle avec la page courante comme retour', async () => {
    const { d, trace } = fausses();
    expect(await executerReprise({ action: 'authentificationInstitutionnelle' }, d)).toBe('redirige');
    expect(trace.ouvertures).toEqual([
      `/api/public/clavis/connexion?retour=${encodeURIComponent('/copropriete?standard=true')}`,
    ]);
    expect(trace.relance).toBe(1_000_000);
  });

  it("pas de boucle : une seconde relance institutionnelle en moins d'une minute mène à la page de connexion", async () => {
    const { d, trace } = fausses();
    trace.relance = 1_000_000 - INTERVALLE_MIN_RELANCE_MS + 1;
    expect(await executerReprise({ action: 'authentificationInstitutionnelle' }, d)).toBe('deconnecte');
    expect(trace.ouvertures).toEqual([]);
    expect(trace.navigations).toEqual(['/compte']);
  });

  it('service institutionnel indisponible : déconnexion', async () => {
    const { d, trace } = fausses({
      urlsClavis: async () => ({ disponible: false, urlConnexion: '/x', urlDeconnexion: null }),
    });
    expect(await executerReprise({ action: 'authentificationInstitutionnelle' }, d)).toBe('deconnecte');
    expect(trace.session).toBe('oubliee');
  });

  it('sans en-tête : la session est oubliée et la personne menée à /compte ; « aucune » ne fait rien', async () => {
    const { d, trace } = fausses();
    expect(await executerReprise({ action: 'deconnexion' }, d)).toBe('deconnecte');
    expect(trace.navigations).toEqual(['/compte']);
    const rien = fausses();
    expect(await executerReprise({ action: 'aucune' }, rien.d)).toBe('aucune');
    expect(rien.trace.session).toBe('inchangee');
  });

  it('des 401 simultanées partagent une seule reprise', async () => {
    let appels = 0;
    const { d } = fausses({
      authentifierNotaire: async () => {
        appels += 1;
        return COMPTE;
      },
    });
    const [a, b] = await Promise.all([
      executerReprise({ action: 'authentificationNotaire' }, d),
      executerReprise({ action: 'authentificationNotaire' }, d),
    ]);
    expect([a, b]).toEqual(['connecte', 'connecte']);
    expect(appels).toBe(1);
  });

  it('une erreur inattendue pendant la reprise mène à la page de connexion', async () => {
    const { d, trace } = fausses({
      infoCertificat: async () => {
        throw new Error('réseau');
      },
    });
    expect(await executerReprise({ action: 'authentificationNotaire' }, d)).toBe('deconnecte');
    expect(trace.navigations).toEqual(['/compte']);
  });
});
