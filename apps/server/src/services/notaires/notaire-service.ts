import type { PortEtablissements } from '../../adapters/etablissements/port.js';
import type { ConfigCertificat } from '../../config-identite.js';
import type { Db } from '../../db/connexion.js';
import { creerCertificatsNotaire } from './certificat-notaire.js';
import { creerConnexionNotaire } from './connexion-notaire.js';
import { creerInscriptionEtude } from './inscription-etude.js';
import { creerSimulateurCertificat } from './simulateur-certificat.js';

/**
 * Notaires authentifiés par certificat client (ADR 0067, 0068), un fichier par cas d'usage : étude et
 * profil du titulaire (`certificat-notaire`), connexion (`connexion-notaire`), inscription de l'étude par
 * un notaire, jamais par un collaborateur (`inscription-etude`), simulateur de développement
 * (`simulateur-certificat`).
 */
export function creerServiceNotaires(
  db: Db,
  dependances: { certificat: ConfigCertificat; etablissements: PortEtablissements; production: boolean },
) {
  const certificats = creerCertificatsNotaire(db, dependances.certificat);
  return {
    certificat: certificats.certificat,
    etude: certificats.etude,
    profil: certificats.profil,
    authentifier: creerConnexionNotaire(db, certificats),
    inscrireEtude: creerInscriptionEtude(db, certificats, dependances.etablissements),
    ...creerSimulateurCertificat(dependances.certificat, dependances.production),
  };
}
