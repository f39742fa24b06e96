import { Alert } from '@codegouvfr/react-dsfr/Alert';
import {
  coproprietesBrouillonsRoutes,
  type DeclarationPrecedente,
  type LigneRechercheCopropriete,
  statutDeclarationLabels,
  typeImmatLabels,
  typeMajLabels,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clesCoproprietes } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { Modale } from '../../components/formulaire';
import { Tableau } from '../../components/socle/Tableau';
import { ouTiret } from '../teledeclarants/presentation';
import { designationCopropriete } from './actions';

/** Nature d'une déclaration : sa mise à jour, sinon son immatriculation. */
export function natureDeclaration(d: Pick<DeclarationPrecedente, 'typeMaj' | 'typeImmat'>): string {
  if (d.typeMaj) return typeMajLabels[d.typeMaj];
  if (d.typeImmat) return typeImmatLabels[d.typeImmat];
  return 'Déclaration';
}

function TableauDeclarations({ declarations }: { declarations: DeclarationPrecedente[] }) {
  return (
    <Tableau titre="Déclarations validées, de la plus récente à la plus ancienne">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Nature</th>
          <th scope="col">Statut</th>
          <th scope="col">Déclarée par</th>
          <th scope="col">Clôture des comptes</th>
        </tr>
      </thead>
      <tbody>
        {declarations.map((d) => (
          <tr key={d.id} data-testid={`declaration-${d.id}`}>
            <td>{d.dateDeclaration}</td>
            <td>{natureDeclaration(d)}</td>
            <td>{statutDeclarationLabels[d.statut]}</td>
            <td>{ouTiret(d.utilisateurDeclare)}</td>
            <td>{ouTiret(d.dateClotureComptes)}</td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

function ContenuDeclarations({ ligne }: { ligne: LigneRechercheCopropriete }) {
  const requete = useQuery({
    queryKey: clesCoproprietes.declarationsPrecedentes(ligne.id),
    queryFn: () =>
      appelerApi(coproprietesBrouillonsRoutes.declarationsPrecedentes, { params: { id: ligne.id } }),
  });
  if (requete.isPending) return <p role="status">Chargement des déclarations…</p>;
  if (requete.isError) {
    return (
      <Alert
        severity="error"
        small
        description={messageErreur(
          requete.error,
          'Les déclarations sont indisponibles : réessayez plus tard.',
        )}
      />
    );
  }
  if (requete.data.length === 0) {
    return <p>Aucune déclaration validée pour cette copropriété.</p>;
  }
  return <TableauDeclarations declarations={requete.data} />;
}

/**
 * Déclarations précédentes d'une copropriété (`GET coproprietes/{id}/declarationsPrecedentes`, ADR 0131) :
 * consultation depuis une ligne de la liste, dans une modale ; le focus revient au bouton à la fermeture.
 */
export function ModaleDeclarationsPrecedentes({
  ligne,
  onFermer,
}: {
  ligne: LigneRechercheCopropriete | null;
  onFermer: () => void;
}) {
  // Dernière ligne affichée : le contenu reste en place pendant l'animation de fermeture.
  const [affichee, setAffichee] = useState(ligne);
  if (ligne !== null && ligne !== affichee) setAffichee(ligne);
  const cible = ligne ?? affichee;
  return (
    <Modale
      ouverte={ligne !== null}
      onFermer={onFermer}
      titre={
        cible ? `Déclarations précédentes — ${designationCopropriete(cible)}` : 'Déclarations précédentes'
      }
      taille="LG"
      boutons={[{ children: 'Fermer', priority: 'secondary' }]}
    >
      {cible && <ContenuDeclarations ligne={cible} />}
    </Modale>
  );
}
