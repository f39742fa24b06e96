import { Readable } from 'node:stream';
import { aujourdhuiParis, COLONNES_JEU_DE_DONNEES, type FichePublique } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerAnnuaireRepository, fichePubliqueDe } from '../../repositories/annuaire.repository.js';

/** Valeur d'une cellule CSV (séparateur « ; ») : guillemets si besoin, guillemets doublés. */
export function celluleCsv(valeur: string | number | boolean | null): string {
  if (valeur === null) return '';
  const texte = typeof valeur === 'boolean' ? (valeur ? 'oui' : 'non') : String(valeur);
  return /[";\r\n]/.test(texte) ? `"${texte.replaceAll('"', '""')}"` : texte;
}

function ligneCsv(f: FichePublique): string {
  const p = f.procedures;
  const valeurs: Record<(typeof COLONNES_JEU_DE_DONNEES)[number], string | number | boolean | null> = {
    numero_immatriculation: f.numeroImmatriculation,
    nom: f.nom,
    adresse_reference: f.adresseReference,
    code_postal: f.codePostal,
    commune: f.commune,
    code_insee: f.codeInsee,
    code_departement: f.codeDepartement,
    longitude: f.longitude,
    latitude: f.latitude,
    statut: f.statut,
    date_reglement_copropriete: f.dateReglementCopropriete,
    date_immatriculation: f.dateImmatriculation,
    nb_lots: f.nbLots,
    nb_lots_hab: f.nbLotsHab,
    nb_lots_hab_bur_com: f.nbLotsHabBurCom,
    nb_lots_stationnement: f.nbLotsStationnement,
    nb_batiments: f.nbBatiments,
    syndicat_principal: f.syndicatPrincipal,
    num_immatriculation_principale: f.numImmatriculationPrincipale,
    syndicat_cooperatif: f.syndicatCooperatif,
    residence_service: f.residenceService,
    nom_syndic: f.nomSyndic,
    type_syndic: f.typeSyndic,
    date_debut_mandat: f.dateDebutMandat,
    date_fin_mandat: f.dateFinMandat,
    date_derniere_maj_annuelle: f.dateDerniereMajAnnuelle,
    mandat_ad_hoc: p.mandatAdHoc,
    ordonnance_carence: p.ordonnanceCarence,
    administrateur_provisoire: p.administrateurProvisoire,
    arrete_peril: p.arretePeril,
    arrete_insalubrite: p.arreteInsalubrite,
    arrete_securite_insalubrite: p.arreteSecuriteInsalubrite,
    arrete_equipements_communs: p.arreteEquipementsCommuns,
  };
  return `${COLONNES_JEU_DE_DONNEES.map((c) => celluleCsv(valeurs[c])).join(';')}\r\n`;
}

/**
 * Jeu de données public en flux (ADR 0242) : les copropriétés visibles par lots de 5 000, lus par identifiant
 * croissant (index de la clé primaire) ; un lot n'est lu que quand le précédent est parti : mémoire plate.
 */
export function creerJeuDeDonneesPublic(db: Db, maintenant: () => Date = () => new Date()) {
  const annuaire = creerAnnuaireRepository(db);
  return {
    flux(): Readable {
      const aujourdhui = aujourdhuiParis(maintenant());
      async function* lignes() {
        yield `\uFEFF${COLONNES_JEU_DE_DONNEES.join(';')}\r\n`;
        let apres = 0;
        for (;;) {
          const lot = await annuaire.lotJeuDeDonnees(apres);
          if (lot.length === 0) return;
          yield lot.map((f) => ligneCsv(fichePubliqueDe(f, aujourdhui))).join('');
          apres = lot[lot.length - 1]?.id ?? apres;
        }
      }
      return Readable.from(lignes(), { objectMode: false });
    },
  };
}
