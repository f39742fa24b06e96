import { erreurSaisie, type ResultatParcelle, referenceCadastrale } from '@registre/domain';
import type { PortParcelles } from '../../adapters/parcelles/port.js';
import { DISPONIBLE, siDisponible } from './indisponible.js';

/** Parcelle saisie : commune (code INSEE), préfixe (commune absorbée), section et numéro. */
export interface SaisieParcelle {
  codeInsee: string;
  prefixe?: string | null;
  section: string;
  numero: string;
}

/**
 * Vérification d'une parcelle au cadastre (spec 2 §5.4) : existe-t-elle, est-elle localisée ? Une parcelle
 * inconnue ou sans géométrie peut être gardée, non géolocalisée ; cadastre indisponible : message §8.
 */
export function creerVerificationParcelle(parcelles: PortParcelles) {
  return {
    async verifier(saisie: SaisieParcelle): Promise<ResultatParcelle> {
      const reference = referenceCadastrale(saisie);
      if (reference === null) {
        throw erreurSaisie(
          'parcelle',
          'La référence cadastrale n’est pas valide : vérifiez la section et le numéro.',
        );
      }
      return siDisponible(
        () => parcelles.trouverParcelle({ codeInsee: saisie.codeInsee, ...reference }),
        (parcelle) => ({
          ...DISPONIBLE,
          existe: parcelle !== null,
          geolocalisee: parcelle?.longitude != null && parcelle.latitude != null,
          parcelle,
        }),
        { existe: false, geolocalisee: false, parcelle: null },
      );
    },
  };
}
