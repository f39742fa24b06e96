import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  coproprietesBrouillonsRoutes,
  type DeclarationPrecedente,
  type LigneRechercheCopropriete,
  possede,
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
import { useSession } from '../session/session';
import { ouTiret } from '../teledeclarants/presentation';
import { designationCopropriete } from './actions';
import { SignalementErreur } from './SignalementErreur';

/** Nature d'une déclaration : sa mise à jour, sinon son immatriculation. */
export function natureDeclaration(d: Pick<DeclarationPrecedente, 'typeMaj' | 'typeImmat'>): string {
  if (d.typeMaj) return typeMajLabels[d.typeMaj];
  if (d.typeImmat) return typeImmatLabels[d.typeImmat];
  return 'Déclaration';
}

/** Désignation d'une déclaration : sa nature et sa date. */
const libelleDeclaration = (d: DeclarationPrecedente) => `${natureDeclaration(d)} du ${d.dateDeclaration}`;

function TableauDeclarations({
  declarations,
  onSignaler,
}: {
  declarations: DeclarationPrecedente[];
  /** Absent : l'appelant ne peut pas signaler d'erreur (il ne met pas à jour de copropriété). */
  onSignaler?: (declaration: DeclarationPrecedente) => void;
}) {
  return (
    <Tableau titre="Déclarations validées, de la plus récente à la plus ancienne">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Nature</th>
          <th scope="col">Statut</th>
          <th scope="col">Déclarée par</th>
          <th scope="col">Clôture des comptes</th>
          {onSignaler && <th scope="col">Action</th>}
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
            {onSignaler && (
              <td>
                <Button
                  type="button"
                  size="small"
                  priority="tertiary"
                  id={`signaler-${d.id}`}
                  aria-label={`Signaler une erreur — ${libelleDeclaration(d)}`}
                  onClick={() => onSignaler(d)}
                >
                  Signaler une erreur
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

function ContenuDeclarations({ ligne }: { ligne: LigneRechercheCopropriete }) {
  const { compte } = useSession();
  const [enSignalement, setEnSignalement] = useState<DeclarationPrecedente | null>(null);
  const peutSignaler =
    compte !== null &&
    (possede(compte, 'MAJ_COPROPRIETE_STANDARD') || possede(compte, 'MAJ_COPROPRIETE_ANNUELLE'));
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
  const terminer = () => {
    const bouton = enSignalement && document.getElementById(`signaler-${enSignalement.id}`);
    setEnSignalement(null);
    bouton?.focus();
  };
  return (
    <>
      <TableauDeclarations
        declarations={requete.data}
        {...(peutSignaler ? { onSignaler: setEnSignalement } : {})}
      />
      {enSignalement && (
        <SignalementErreur
          key={enSignalement.id}
          declaration={enSignalement}
          libelle={libelleDeclaration(enSignalement)}
          onTermine={terminer}
        />
      )}
    </>
  );
}

/**
 * Déclarations précédentes d'une copropriété (`GET coproprietes/{id}/declarationsPrecedentes`, ADR 0131) :
 * consultation depuis une ligne de la liste, dans une modale ; le focus revient au bouton à la fermeture. Qui
 * met à jour des copropriétés peut y signaler au teneur une erreur dans une déclaration (ADR 0170).
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
      taille="XL"
      boutons={[{ children: 'Fermer', priority: 'secondary' }]}
    >
      {cible && <ContenuDeclarations ligne={cible} />}
    </Modale>
  );
}
