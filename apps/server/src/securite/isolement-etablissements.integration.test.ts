import { type ContratRoute, listerContrats, type Profil } from '@registre/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compte, copropriete, declaration } from '../db/schema/index.js';
import type { ClientTest, ContexteTest } from '../test/app-de-test.js';
import { creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { creerBrouillonDeTest } from '../test/declarations.js';
import { ENTETE_GESTIONNAIRE_ATTEINT, marquerGestionnaireAtteint, requeteDuContrat } from './appels.js';
import { type Acteur, cleRoute, EN_TANT_QUE, oracleAutorise } from './oracle-autorisations.js';

// Chaque route qui prend un identifiant est essayée, par chaque acteur rattaché à un établissement, avec
// l'identifiant d'un AUTRE établissement : 403 ou 404, et rien de l'autre établissement dans la réponse.
// Avec son propre identifiant, une lecture permise répond 200 : le refus vient bien du cloisonnement.

/** Nature de l'identifiant que prend chaque route (chemin ou corps) ; un test vérifie que la liste est complète. */
type NatureIdentifiant = 'teledeclarant' | 'compte' | 'brouillon' | 'copropriete' | 'declaration' | 'mandat';

const IDENTIFIANTS: Record<string, NatureIdentifiant | { horsPerimetre: string }> = {
  'GET /api/coproprietes/brouillon/:id': 'brouillon',
  'DELETE /api/coproprietes/brouillon/:id': 'brouillon',
  'PUT /api/coproprietes/brouillon/save/:x': 'brouillon',
  'PUT /api/coproprietes/brouillon/change-etat': 'brouillon',
  'GET /api/coproprietes/declaration/declaration-donnee-copropriete/:id': 'copropriete',
  'GET /api/coproprietes/:id/declarationsPrecedentes': 'copropriete',
  'GET /api/coproprietes/declaration/:id/:x/:corriger': 'copropriete',
  'PUT /api/coproprietes/declaration/:transmettre/:id': 'copropriete',
  'PUT /api/coproprietes/mettreAJourDonneesFinancieres/:id': 'copropriete',
  'PUT /api/coproprietes/supprimer-declarations': 'copropriete',
  'GET /api/coproprietes/modification-admin/:id': 'copropriete',
  'PUT /api/coproprietes/modification-admin/:id': 'copropriete',
  'GET /api/declarations/declarerErreur/:id': 'declaration',
  'DELETE /api/coproprietes/declarationpredecesseur/:id': 'declaration',
  'GET /api/coproprietes/visualisation/:id': 'copropriete',
  'GET /api/coproprietes/infos/:id/:action': 'copropriete',
  'GET /api/coproprietes/:id/fiche-synthetique': 'copropriete',
  // Opérations sur les mandats (ADR 0310).
  'GET /api/mandats/findDateDebutMandatPrec/:id/:bool': 'copropriete',
  'GET /api/mandats/mandatPrecArchive/:id': 'copropriete',
  'GET /api/coproprietes/getetat/:id': 'copropriete',
  'GET /api/mandats/copro/:id/:action': 'copropriete',
  'GET /api/mandats/copro/renouv/:id': 'copropriete',
  'GET /api/mandats/findMandatEnCoursAvenir/:id': 'copropriete',
  'GET /api/mandats/courant/:id': 'copropriete',
  'GET /api/mandats/listeMandatSupprimable/:id': 'copropriete',
  'PUT /api/coproprietes/retirer-rattachement/:id': 'copropriete',
  'GET /api/coproprietes/is-successeur-declare/:id': 'copropriete',
  'DELETE /api/teledeclarant/successeur/:id': 'copropriete',
  'GET /api/etablissement/mandat/:id': 'mandat',
  // Fil des précisions d'un rattachement, lu par son mandat (ADR 0305).
  'GET /api/mandats/echanges/:id': 'mandat',
  'POST /api/mandats/echanges/:id': 'mandat',
  'GET /api/mandats/echanges/:id/piece/:idPiece': {
    horsPerimetre:
      'pièce d’un message du fil : le mandat d’un autre établissement, celui du déclarant de l’immatriculation et la pièce d’un autre fil sont essayés dans rattachement-precisions.integration.test.ts (404)',
  },
  'GET /api/etablissement/:id': 'teledeclarant',
  'GET /api/teledeclarant/:id/utilisateurs': 'teledeclarant',
  'GET /api/teledeclarants/:id': 'teledeclarant',
  'POST /api/teledeclarants': 'teledeclarant',
  'DELETE /api/teledeclarants/:id': 'teledeclarant',
  'GET /api/utilisateurs/teledeclarant/:id': 'teledeclarant',
  'PUT /api/utilisateurs/teledeclarant': 'teledeclarant',
  'GET /api/regenerate/:id': 'teledeclarant',
  'GET /api/utilisateurs/:id': 'compte',
  'GET /api/profil-utilisateurs/disponible/:id': 'compte',
  'PUT /api/utilisateurs': 'compte',
  'POST /api/utilisateurs/delete-lot': 'compte',
  'GET /api/teledeclarant/loginAs/:id': 'compte',
  'POST /api/utilisateurs': 'teledeclarant',
  'GET /api/public/epci/chargeEpciParIdRegion/:id': {
    horsPerimetre:
      'code INSEE d’une région du référentiel géographique public (ADR 0250), pas un enregistrement',
  },
  'GET /api/dev/courriels/:id': {
    horsPerimetre:
      'boîte de réception de développement : absente en production, réservée au poste local (ADR 0072)',
  },
  'POST /api/dev/simulateur-certificat': {
    horsPerimetre:
      'identifiant d’un certificat fictif du simulateur de développement (ADR 0067), pas un enregistrement',
  },
  'PUT /api/coproprietes/updateParcelleNonGeolocalisees/:idDeclaration': {
    horsPerimetre:
      'le corps est une liste de parcelles, non d’identifiants ; l’identifiant de déclaration du chemin est essayé avec une copropriété d’un autre établissement dans parcelles-non-geolocalisees.integration.test.ts',
  },
  'GET /api/dev/documents/:id': {
    horsPerimetre:
      'boîte de réception de développement : absente en production, réservée au poste local (ADR 0072)',
  },
  'GET /api/declarations/a-valider/:id': {
    horsPerimetre:
      'guichet de validation, réservé aux teneurs qui instruisent les demandes de tous (ADR 0190)',
  },
  'GET /api/coproprietes/infos/adresses/:id': {
    horsPerimetre:
      'guichet de validation, réservé aux teneurs qui instruisent les demandes de tous (ADR 0190)',
  },
  'GET /api/coproprietes/doublon/declaration/adressePrincipale/:id/nbBatimentsRef/:n/noType': {
    horsPerimetre:
      'guichet de validation, réservé aux teneurs qui instruisent les demandes de tous (ADR 0190)',
  },
  'GET /api/mandats/copro/validation/:id': {
    horsPerimetre:
      'guichet de validation (rattachement, contestation), réservé aux teneurs qui instruisent les demandes de tous (ADR 0301)',
  },
  'GET /api/mandats/quitterValidRatt/:id': {
    horsPerimetre:
      'guichet de validation (rattachement, contestation), réservé aux teneurs qui instruisent les demandes de tous (ADR 0301)',
  },
  'GET /api/mandats/validation/contestation/info/:id': {
    horsPerimetre:
      'guichet de validation (rattachement, contestation), réservé aux teneurs qui instruisent les demandes de tous (ADR 0301)',
  },
  'DELETE /api/mandats/:id': {
    horsPerimetre:
      'suppression d’un mandat, réservée aux administrateurs du teneur qui tiennent le registre entier (ADR 0310) ; les mandats d’un autre établissement sont essayés dans mandats.integration.test.ts',
  },
  'GET /api/reclamations/:id': {
    horsPerimetre:
      'réclamation du formulaire de contact, réservée aux teneurs qui répondent à tous les usagers (ADR 0296)',
  },
  'GET /api/reclamations/:id/piece': {
    horsPerimetre:
      'réclamation du formulaire de contact, réservée aux teneurs qui répondent à tous les usagers (ADR 0296)',
  },
  'PUT /api/reclamations/:id/statut': {
    horsPerimetre:
      'réclamation du formulaire de contact, réservée aux teneurs qui répondent à tous les usagers (ADR 0296)',
  },
  'GET /api/lettres/lots/:id/pdf': {
    horsPerimetre:
      'lot de lettres pour l’imprimeur, réservé au teneur qui envoie les courriers de tous (ADR 0235)',
  },
  'PUT /api/lettres/lots/:id/envoye': {
    horsPerimetre:
      'lot de lettres pour l’imprimeur, réservé au teneur qui envoie les courriers de tous (ADR 0235)',
  },
  'GET /api/coproprietes/checkEtatCopro/:id': {
    horsPerimetre:
      'rattachement : le numéro ou l’identifiant désigne justement une copropriété tenue par un autre établissement, ou par aucun ; la réponse ne dit que ce que le contrôle de §8 en dit (ADR 0300)',
  },
  'GET /api/coproprietes/checkisContestationOk/:id': {
    horsPerimetre:
      'rattachement : le numéro ou l’identifiant désigne justement une copropriété tenue par un autre établissement, ou par aucun ; la réponse ne dit que ce que le contrôle de §8 en dit (ADR 0300)',
  },
  'GET /api/coproprietes/mandatMemeSiren/:id': {
    horsPerimetre:
      'rattachement : le numéro ou l’identifiant désigne justement une copropriété tenue par un autre établissement, ou par aucun ; la réponse ne dit que ce que le contrôle de §8 en dit (ADR 0300)',
  },
  'GET /api/coproprietes/rattachementEnCours/:id': {
    horsPerimetre:
      'rattachement : le numéro ou l’identifiant désigne justement une copropriété tenue par un autre établissement, ou par aucun ; la réponse ne dit que ce que le contrôle de §8 en dit (ADR 0300)',
  },
  'GET /api/coproprietes/infos/dissolution/:id': {
    horsPerimetre:
      'dissolution : le notaire la déclare pour toute copropriété immatriculée (ADR 0320) ; un syndic qui n’est pas le titulaire reçoit 404, essayé dans dissolution.integration.test.ts',
  },
  'PUT /api/coproprietes/infos/dissolution/:id': {
    horsPerimetre:
      'dissolution : le notaire la déclare pour toute copropriété immatriculée (ADR 0320) ; un syndic qui n’est pas le titulaire reçoit 404, essayé dans dissolution.integration.test.ts',
  },
  'PUT /api/coproprietes/supprimer/:id': 'copropriete',
  'PUT /api/coproprietes/supprimerMandat-rattachement/:id': 'copropriete',
  'GET /api/coproprietes/getinfosdissolution/:id': {
    horsPerimetre:
      'guichet de validation (dissolution), réservé aux teneurs qui instruisent les demandes de tous (ADR 0320)',
  },
  'GET /api/coproprietes/dissolution/quitter/:id': {
    horsPerimetre:
      'guichet de validation (dissolution), réservé aux teneurs qui instruisent les demandes de tous (ADR 0320)',
  },
  'GET /api/mandats/:id/justificatif': {
    horsPerimetre:
      'justificatif PDF d’un mandat (ADR 0350) : les mandats de ce test n’ont pas de pièce (404 pour tous) ; le mandat d’un autre établissement, avec sa pièce, répond 404 dans justificatifs.integration.test.ts',
  },
  'GET /api/coproprietes/dissolution/:id/justificatif': {
    horsPerimetre:
      'justificatif PDF d’une dissolution en attente (ADR 0350) : les copropriétés de ce test n’en ont pas (404 pour tous) ; celle d’un autre établissement, avec sa pièce, répond 404 dans justificatifs.integration.test.ts',
  },
  'GET /api/public/annuaire/coproannuairedetail/:id': {
    horsPerimetre:
      'annuaire public : la fiche publique de toute copropriété du registre est lisible par tous (ADR 0240)',
  },
  'GET /api/public/annuaire/coproannuairedetail/:id/fiche': {
    horsPerimetre:
      'annuaire public : la fiche publique de toute copropriété du registre est lisible par tous (ADR 0240)',
  },
};

/** Une route prend-elle un identifiant (chemin `:id`, corps liste d'identifiants, champ `id`/`idTeledeclarant`) ? */
function prendUnIdentifiant(contrat: ContratRoute): boolean {
  if (contrat.params && 'id' in contrat.params.shape) return true;
  const corps = contrat.body;
  if (corps instanceof z.ZodArray) return true;
  return corps instanceof z.ZodObject && ('id' in corps.shape || 'idTeledeclarant' in corps.shape);
}

/** Entrées de l'exemple du contrat, l'identifiant remplacé. */
function avecIdentifiant(contrat: ContratRoute, id: number) {
  const exemple = contrat.exemple ?? {};
  if (contrat.params && 'id' in contrat.params.shape)
    return { ...exemple, params: { ...exemple.params, id } };
  if (Array.isArray(exemple.body)) return { ...exemple, body: [id] };
  const corps = exemple.body as Record<string, unknown>;
  return { ...exemple, body: 'id' in corps ? { ...corps, id } : { ...corps, idTeledeclarant: id } };
}

let ctx: ContexteTest;

/** Mandat courant de la copropriété. */
async function mandatCourant(idCopropriete: number): Promise<number> {
  const [ligne] = await ctx.db
    .select({ id: copropriete.idMandatCourant })
    .from(copropriete)
    .where(eq(copropriete.id, idCopropriete));
  return ligne?.id as number;
}

/** Déclaration validée qui fait foi de la copropriété. */
async function declarationCourante(idCopropriete: number): Promise<number> {
  const [ligne] = await ctx.db
    .select({ id: copropriete.idDeclarationCourante })
    .from(copropriete)
    .where(eq(copropriete.id, idCopropriete));
  return ligne?.id as number;
}

/** Établissement d'autrui : son administrateur principal et un gestionnaire. */
let autrui: {
  idTeledeclarant: number;
  idAdmin: number;
  idGestion: number;
  idBrouillon: number;
  idCopropriete: number;
  idDeclaration: number;
  idMandat: number;
  textes: string[];
};

beforeAll(async () => {
  ctx = await creerContexteTest({ crochets: marquerGestionnaireAtteint });
  const admin = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  const idTeledeclarant = admin.idTeledeclarant as number;
  const gestion = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION', idTeledeclarant });
  const copro = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    nom: 'Résidence d’autrui',
    idTeledeclarantCourant: idTeledeclarant,
    declarationCourante: true,
  });
  const brouillon = await creerBrouillonDeTest(ctx.db, {
    idTeledeclarant,
    idCompte: admin.compte.id,
    nom: 'Brouillon d’autrui',
  });
  autrui = {
    idTeledeclarant,
    idAdmin: admin.compte.id,
    idGestion: gestion.compte.id,
    idBrouillon: brouillon.id,
    idCopropriete: copro.id,
    idDeclaration: await declarationCourante(copro.id),
    idMandat: await mandatCourant(copro.id),
    // Ce qui ne doit jamais apparaître dans une réponse faite à un autre établissement.
    textes: [
      admin.login,
      gestion.login,
      `Profil TELE_PRO_ADMIN_PRINC`,
      'Résidence d’autrui',
      'Brouillon d’autrui',
    ],
  };
});
afterAll(async () => {
  await ctx.fermer();
});

/** Profil « collègue » créé dans l'établissement de l'acteur, pour ses propres identifiants. */
const collegue = (profil: Profil): Profil =>
  profil.startsWith('NOTAIRE')
    ? 'NOTAIRE_COLLAB'
    : profil.startsWith('TELE_PRO')
      ? 'TELE_PRO_GESTION'
      : 'TELE_NONPRO_GESTION';

const ACTEURS_ETABLISSEMENT: ((Profil & Acteur) | 'EN_TANT_QUE')[] = [
  'TELE_PRO_ADMIN_PRINC',
  'TELE_PRO_ADMIN_SECOND',
  'TELE_PRO_GESTION',
  'TELE_NONPRO_ADMIN_PRINC',
  'TELE_NONPRO_ADMIN_SECOND',
  'TELE_NONPRO_GESTION',
  'NOTAIRE_ADMIN',
  'NOTAIRE_NOTAIRE',
  'NOTAIRE_COLLAB',
  'EN_TANT_QUE',
];

const routesAIdentifiant = listerContrats().filter(prendUnIdentifiant);

describe('cloisonnement des établissements', () => {
  it('chaque route qui prend un identifiant est classée', () => {
    expect(routesAIdentifiant.map(cleRoute).sort()).toEqual(Object.keys(IDENTIFIANTS).sort());
    expect(routesAIdentifiant.length).toBeGreaterThan(10);
  });

  describe.each(ACTEURS_ETABLISSEMENT)('%s', (acteur) => {
    let client: ClientTest;
    let propres: Record<NatureIdentifiant, number>;

    beforeAll(async () => {
      const profil: Profil = acteur === 'EN_TANT_QUE' ? EN_TANT_QUE.cible : acteur;
      const moi = await creerCompteDeTest(ctx.db, { profil });
      const idTeledeclarant = moi.idTeledeclarant as number;
      const autre = await creerCompteDeTest(ctx.db, { profil: collegue(profil), idTeledeclarant });
      const copro = await creerCoproprieteDeTest(ctx.db, {
        etat: 'IMMATRICULEE_RATTACHEE',
        idTeledeclarantCourant: idTeledeclarant,
        declarationCourante: true,
      });
      const brouillon = await creerBrouillonDeTest(ctx.db, {
        idTeledeclarant,
        idCompte: moi.compte.id,
        typeImmat: profil.startsWith('NOTAIRE') ? 'INITIALE' : 'DEFAULT',
      });
      propres = {
        teledeclarant: idTeledeclarant,
        compte: autre.compte.id,
        brouillon: brouillon.id,
        copropriete: copro.id,
        declaration: await declarationCourante(copro.id),
        mandat: await mandatCourant(copro.id),
      };
      if (acteur === 'EN_TANT_QUE') {
        const teneur = await creerCompteDeTest(ctx.db, { profil: EN_TANT_QUE.teneur });
        client = await connecter(ctx.app, teneur.login);
        expect((await client.get(`/api/teledeclarant/loginAs/${moi.compte.id}`)).statusCode).toBe(200);
      } else {
        client = await connecter(ctx.app, moi.login);
      }
    }, 60_000);

    it.each(routesAIdentifiant.map((c) => [cleRoute(c), c] as const))('%s', async (cle, contrat) => {
      const nature = IDENTIFIANTS[cle];
      if (nature === undefined || typeof nature === 'object') return;
      const idAutrui = {
        teledeclarant: autrui.idTeledeclarant,
        compte: autrui.idGestion,
        brouillon: autrui.idBrouillon,
        copropriete: autrui.idCopropriete,
        declaration: autrui.idDeclaration,
        mandat: autrui.idMandat,
      }[nature];
      const reponse = await client.requete(requeteDuContrat(contrat, avecIdentifiant(contrat, idAutrui)));
      const detail = `${acteur} ${cle} (${nature} ${idAutrui}) → ${reponse.statusCode} ${reponse.body.slice(0, 300)}`;
      expect([403, 404], detail).toContain(reponse.statusCode);
      for (const texte of autrui.textes) expect(reponse.body, detail).not.toContain(texte);

      // Avec son propre identifiant, une lecture permise aboutit : le refus ci-dessus vient du cloisonnement.
      if (contrat.method === 'GET' && oracleAutorise(acteur, contrat)) {
        const idPropre = propres[nature];
        const propre = await client.requete(requeteDuContrat(contrat, avecIdentifiant(contrat, idPropre)));
        expect(propre.headers[ENTETE_GESTIONNAIRE_ATTEINT]).toBe('1');
        expect(
          propre.statusCode,
          `${acteur} ${cle} avec son identifiant : ${propre.body.slice(0, 300)}`,
        ).toBe(200);
      }
    });
  });

  it("le brouillon d'autrui est intact", async () => {
    const [ligne] = await ctx.db
      .select({ statut: declaration.statut, version: declaration.version })
      .from(declaration)
      .where(eq(declaration.id, autrui.idBrouillon));
    expect(ligne).toEqual({ statut: 'BROUILLON', version: 1 });
  });

  it("rien n'a changé dans l'établissement d'autrui", async () => {
    const comptes = await ctx.db
      .select()
      .from(compte)
      .where(eq(compte.idTeledeclarant, autrui.idTeledeclarant));
    expect(comptes.map((c) => [c.id, c.statut, c.login]).sort()).toEqual(
      [
        [autrui.idAdmin, 'ACTIF', autrui.textes[0]],
        [autrui.idGestion, 'ACTIF', autrui.textes[1]],
      ].sort(),
    );
  });
});
