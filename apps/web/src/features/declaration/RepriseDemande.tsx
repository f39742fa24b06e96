import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { coproprietesBrouillonsRoutes, type DeclarationEditable } from '@registre/domain';
import { useState } from 'react';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';

/**
 * Demande encore en attente du teneur (`A_VALIDER`) : la modifier la reprend en brouillon
 * (`brouillon/change-etat` BROUILLON, ADR 0173) ; elle quitte la file de validation jusqu'à son redépôt, ce que
 * la personne lit avant de choisir (ADR 0178).
 */
export function RepriseDemande({
  editable,
  reprise,
}: {
  editable: DeclarationEditable;
  /** Appelé une fois la demande redevenue brouillon : le parcours la relit. */
  reprise: () => void;
}) {
  const [enCours, setEnCours] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const reprendre = async () => {
    if (enCours || editable.id === null || editable.version === null) return;
    setEnCours(true);
    setErreur(null);
    try {
      await appelerApi(coproprietesBrouillonsRoutes.changerEtat, {
        body: { id: editable.id, version: editable.version, etat: 'BROUILLON' },
        origine: 'reprendre-demande',
      });
      reprise();
    } catch (e) {
      setErreur(messageErreur(e, "La demande n'a pas pu être reprise : réessayez plus tard."));
    } finally {
      setEnCours(false);
    }
  };
  const nom = editable.declaration.immatCopropriete.identification?.nomCopropriete;
  return (
    <div className="fr-my-4w">
      <h1>Modifier ma demande d'immatriculation{nom ? ` «\u00a0${nom}\u00a0»` : ''}</h1>
      <p>
        Votre demande attend la validation du teneur du registre. Pour la modifier, elle redevient un
        brouillon : elle quitte la file de validation jusqu'à ce que vous la transmettiez de nouveau depuis le
        récapitulatif.
      </p>
      {erreur && (
        <Alert className="fr-mb-3w" severity="error" title="Reprise impossible" description={erreur} />
      )}
      <Button onClick={() => void reprendre()} disabled={enCours} iconId="fr-icon-edit-line">
        Modifier ma demande
      </Button>
      <Button className="fr-ml-2w" priority="secondary" linkProps={{ to: '/copropriete' }}>
        Retour à la liste des copropriétés
      </Button>
    </div>
  );
}
