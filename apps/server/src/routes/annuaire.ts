import {
  annuaireRoutes,
  criteresDeLaRequetePublique,
  ENTETE_ERREUR_ANNUAIRE,
  ErreurMetier,
  publicRoutes,
  VERSION_API_PUBLIQUE,
} from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import { nomFichierJeuDeDonnees } from '../services/annuaire/jeu-de-donnees.js';
import { genererFicheAnnuaire, nomFichierFicheAnnuaire } from '../services/documents/fiche-annuaire.js';
import type { Services } from '../services/index.js';

/** Avant le premier fichier (premier démarrage) : réessayer dans une minute. */
const RETRY_AFTER_JEU_DE_DONNEES_SECONDES = 60;

/** Annuaire public et API publique ouverte v1 (ADR 0240 à 0243). */
export function routesAnnuaire(services: Services) {
  const { annuaire, adresses } = services;
  return [
    implementer(annuaireRoutes.adressesAutocompletion, ({ query }) => adresses.autocompleter(query.q)),
    implementer(annuaireRoutes.adressesRecherche, ({ query }) => adresses.rechercher(query.q)),
    implementer(annuaireRoutes.rechercher, async ({ body, reponse }) => {
      const resultat = await annuaire.rechercher(body);
      if (resultat.avertissement) reponse.header(ENTETE_ERREUR_ANNUAIRE, resultat.avertissement);
      reponse.header('cache-control', 'no-store');
      return resultat;
    }),
    implementer(annuaireRoutes.detail, ({ params }) => annuaire.fiches.parId(params.id)),
    implementer(annuaireRoutes.fiche, async ({ params, reponse }) => {
      const fiche = await annuaire.fiches.parId(params.id);
      const maintenant = new Date();
      reponse
        .type('application/pdf')
        .header(
          'content-disposition',
          dispositionPieceJointe(nomFichierFicheAnnuaire(fiche.numeroImmatriculation, maintenant)),
        );
      return genererFicheAnnuaire(fiche, maintenant);
    }),
    implementer(publicRoutes.rechercher, async ({ query, reponse }) => {
      const resultat = await annuaire.rechercher(criteresDeLaRequetePublique(query));
      if (resultat.avertissement) reponse.header(ENTETE_ERREUR_ANNUAIRE, resultat.avertissement);
      return {
        version: VERSION_API_PUBLIQUE,
        page: query.page,
        taille: query.taille,
        total: resultat.totalItems,
        avertissement: resultat.avertissement,
        coproprietes: resultat.coproprieteAnnuaireDTOList.map(
          ({ id: _id, distanceMetres: _d, ...ligne }) => ligne,
        ),
      };
    }),
    implementer(publicRoutes.fiche, ({ params }) => annuaire.fiches.parNumero(params.numeroImmatriculation)),
    implementer(publicRoutes.descriptionJeuDeDonnees, () => annuaire.jeuDeDonnees.description()),
    implementer(publicRoutes.jeuDeDonnees, async ({ requete, reponse }) => {
      const fichier = await annuaire.jeuDeDonnees.dernier();
      if (!fichier) {
        reponse.header('retry-after', String(RETRY_AFTER_JEU_DE_DONNEES_SECONDES));
        throw new ErreurMetier(
          'introuvable',
          'Le jeu de données du jour est en cours de préparation : réessayez dans quelques minutes.',
        );
      }
      // Étiquette forte : l'empreinte SHA-256 du fichier, connue sans le relire (ADR 0291).
      const etiquette = `"${fichier.sha256}"`;
      reponse
        .header('etag', etiquette)
        .header('last-modified', fichier.genereLe.toUTCString())
        .header('cache-control', `public, max-age=${publicRoutes.jeuDeDonnees.apiOuverte.cacheSecondes}`);
      const attendue = requete.headers['if-none-match'];
      if (attendue?.split(',').some((e) => e.trim() === etiquette || e.trim() === `W/${etiquette}`)) {
        return reponse.code(304).send();
      }
      reponse
        .type('text/csv; charset=utf-8')
        .header('content-length', String(fichier.taille))
        .header('content-disposition', dispositionPieceJointe(nomFichierJeuDeDonnees(fichier.jour)));
      return annuaire.jeuDeDonnees.flux(fichier);
    }),
  ];
}
