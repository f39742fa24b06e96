import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { type CoproprieteDoublon, etatCoproprieteLabels, type LigneDemande } from '@registre/domain';
import type { ReactNode } from 'react';
import { ouTiret } from '../teledeclarants/presentation';

/** Libellés et valeurs en lecture (côte à côte sur grand écran, l'un sous l'autre sinon). */
export function Fiche({ lignes }: { lignes: [string, ReactNode][] }) {
  return (
    <dl className="registre-fiche">
      {lignes.map(([libelle, valeur]) => (
        <div key={libelle} className="registre-fiche__ligne">
          <dt>{libelle}</dt>
          <dd>{valeur}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Fiche titrée d'une copropriété, dans la comparaison d'une demande et d'un doublon. */
export function FicheComparee({ titre, lignes }: { titre: string; lignes: [string, ReactNode][] }) {
  return (
    <div>
      <h3 className="fr-h6 fr-mb-1w">{titre}</h3>
      <Fiche lignes={lignes} />
    </div>
  );
}

/** Lignes de la demande dans la comparaison d'un doublon. */
export function lignesDemande(
  demande: Pick<LigneDemande, 'nomCopropriete' | 'adresseReference' | 'raisonSocialeDemandeur'>,
): [string, ReactNode][] {
  return [
    ['Nom', ouTiret(demande.nomCopropriete)],
    ['Adresse de référence', ouTiret(demande.adresseReference)],
    ['Déclarant', ouTiret(demande.raisonSocialeDemandeur)],
  ];
}

/** Lignes de la copropriété existante dans la comparaison d'un doublon. */
export function lignesCoproprieteExistante(doublon: CoproprieteDoublon): [string, ReactNode][] {
  return [
    ['Numéro', ouTiret(doublon.numeroImmatriculation)],
    ['Nom', ouTiret(doublon.nom)],
    ['Adresse de référence', ouTiret(doublon.adresseReference)],
    ['État', etatCoproprieteLabels[doublon.etat]],
  ];
}

/** Échéance de la réponse du teneur et, passée, le badge « En retard ». */
export function Echeance({ echeance, horsDelai }: Pick<LigneDemande, 'echeance' | 'horsDelai'>) {
  return (
    <>
      {echeance ?? 'Sans délai fixé'}
      {horsDelai && (
        <>
          {' '}
          <Badge small severity="error">
            En retard
          </Badge>
        </>
      )}
    </>
  );
}
