import { z } from 'zod';
import { NumeroImmatriculation } from '../commun/formats.js';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { DepotReclamation, FichierAControler, PdfValide } from '../contact/reclamation.schema.js';
import {
  ActionReclamation,
  ChampExige,
  DetailReclamation,
  FiltreTypeDemandeur,
  NomCoproprieteImmatriculee,
  OptionListe,
  PageReclamations,
  RechercheReclamations,
  ReclamationEnregistree,
} from '../contact/traitement-reclamation.js';
import { TypeDemandeur, TypeReclamation } from '../referentiels/reclamation.js';
import { defineRoute } from './contrat.js';

/**
 * Contact et réclamations (spec 1 §2 `/aide/formulaire`, §3 « contact claim » ; spec 2 §5.6, §7.3 ; ADR 0295,
 * 0296). Les appels publics servent le formulaire ; les appels `api/reclamations` servent le teneur (les quatre
 * profils du teneur, qui tiennent aussi le guichet : `VALIDER_RATTACHEMENT_DECLARATION`, ADR 0031).
 */
const ACCES_TENEUR = ['VALIDER_RATTACHEMENT_DECLARATION'] as const;
const identifiant = z.object({ id: IdentifiantChemin });
/** Preuve ALTCHA d'exemple (la matrice d'autorisations l'envoie ; le service la refuse, 400). */
const CAPTCHA_EXEMPLE = 'eyJjaGFsbGVuZ2UiOnt9fQ==';

export const reclamationRoutes = {
  typesDemandeur: defineRoute({
    method: 'GET',
    path: '/api/public/reclamation/all-type-demandeur/:x',
    summary:
      'Types de demandeur du formulaire de contact : tous, ou ceux à qui un type de demande est proposé',
    acces: 'public',
    params: z.object({ x: FiltreTypeDemandeur }),
    response: z.array(OptionListe),
    exemple: { params: { x: 'tous' } },
  }),
  typesReclamation: defineRoute({
    method: 'GET',
    path: '/api/public/reclamation/type-reclamation/:x',
    summary: 'Types de demande proposés à un type de demandeur',
    acces: 'public',
    params: z.object({ x: TypeDemandeur }),
    response: z.array(OptionListe),
    exemple: { params: { x: 'COPROPRIETAIRE' } },
  }),
  precisions: defineRoute({
    method: 'GET',
    path: '/api/public/reclamation/type-reclamation/:x/:y',
    summary: "Précisions d'un type de demande proposé à un type de demandeur (liste vide : aucune)",
    acces: 'public',
    params: z.object({ x: TypeDemandeur, y: TypeReclamation }),
    response: z.array(OptionListe),
    exemple: { params: { x: 'COPROPRIETAIRE', y: 'DONNEES_ERRONEES' } },
  }),
  champsObligatoires: defineRoute({
    method: 'GET',
    path: '/api/public/reclamation/type-reclamation-obl/:x',
    summary:
      "Champs exigés par un type de demande : adresse de la copropriété, numéro d'immatriculation, pièce",
    acces: 'public',
    params: z.object({ x: TypeReclamation }),
    response: z.array(ChampExige),
    exemple: { params: { x: 'RATTACHEMENT' } },
  }),
  nomCopropriete: defineRoute({
    method: 'GET',
    path: '/api/public/num-immat-nom/:numImmat',
    summary:
      "Nom public d'une copropriété immatriculée, par son numéro (404 si le numéro n'est pas celui d'une copropriété visible de l'annuaire)",
    acces: 'public',
    params: z.object({ numImmat: NumeroImmatriculation }),
    response: NomCoproprieteImmatriculee,
    erreurs400Metier: true,
    exemple: { params: { numImmat: 'AB1234567' } },
  }),
  controlerPdf: defineRoute({
    method: 'POST',
    path: '/api/public/pdf/estValide',
    summary:
      'Contrôle un fichier avant le dépôt : PDF reconnu à sa signature, 5 Mo au plus (erreur qui cite le nom du fichier)',
    acces: 'public',
    body: FichierAControler,
    bodyFormat: 'multipart',
    response: PdfValide,
    erreurs400Metier: true,
    limiteParMinute: 30,
    exemple: {
      body: { fichier: { nom: 'justificatif.pdf', type: 'application/pdf', contenu: new Uint8Array() } },
    },
  }),
  deposer: defineRoute({
    method: 'POST',
    path: '/api/public/reclamation/save',
    summary:
      'Dépose une réclamation avec sa pièce justificative facultative (captcha consommé) ; accusé de réception par courriel',
    acces: 'public',
    body: DepotReclamation,
    bodyFormat: 'multipart',
    response: ReclamationEnregistree,
    erreurs400Metier: true,
    limiteParMinute: 5,
    exemple: {
      body: {
        typeDemandeur: 'COPROPRIETAIRE',
        typeReclamation: 'AUTRE',
        objet: 'Question',
        message: 'Bonjour, une question sur le registre.',
        nom: 'Durand',
        prenom: 'Paule',
        email: 'paule.durand@exemple.fr',
        captcha: CAPTCHA_EXEMPLE,
      },
    },
  }),
  rechercher: defineRoute({
    method: 'GET',
    path: '/api/reclamations',
    summary: 'Réclamations reçues, les plus récentes d’abord, filtrées par statut (pages SQL)',
    acces: ACCES_TENEUR,
    query: RechercheReclamations,
    response: PageReclamations,
  }),
  lire: defineRoute({
    method: 'GET',
    path: '/api/reclamations/:id',
    summary: 'Réclamation reçue, avec sa pièce et les actions possibles',
    acces: ACCES_TENEUR,
    params: identifiant,
    response: DetailReclamation,
    exemple: { params: { id: 1 } },
  }),
  telechargerPiece: defineRoute({
    method: 'GET',
    path: '/api/reclamations/:id/piece',
    summary: "Pièce justificative PDF d'une réclamation",
    acces: ACCES_TENEUR,
    params: identifiant,
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    exemple: { params: { id: 1 } },
  }),
  changerStatut: defineRoute({
    method: 'PUT',
    path: '/api/reclamations/:id/statut',
    summary: 'Prend en charge ou clôt une réclamation (commentaire gardé au journal)',
    acces: ACCES_TENEUR,
    params: identifiant,
    body: ActionReclamation,
    response: DetailReclamation,
    exemple: { params: { id: 1 }, body: { evenement: 'cloturer', commentaire: 'Réponse envoyée.' } },
  }),
} as const;
