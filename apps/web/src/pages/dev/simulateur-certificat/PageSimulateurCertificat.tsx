import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { notaireRoutes } from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { clesDeveloppement, clesNotaire, clesSession } from '../../../api/cles-requetes';
import { appelerApi } from '../../../api/client';
import { estErreurStatut } from '../../../api/erreurs-appel';
import { storeNotifications } from '../../../features/notifications/notifications';
import { executerReprise } from '../../../features/session/reprise-401';
import { dependancesReprise } from '../../../features/session/reprise-401-dependances';
import { PageNonTrouvee } from '../../non-trouvee/PageNonTrouvee';

const AUCUN = 'aucun';

/**
 * Simulateur de certificat client de DÉVELOPPEMENT (ADR 0067) : avec `SIMULATEUR_CERTIFICAT=1`, choisit le
 * certificat fictif de notaire que ce navigateur présente, comme le ferait le mandataire inverse en production.
 * Les routes n'existent pas en production : la page affiche alors « Page non trouvée ».
 */
export function PageSimulateurCertificat() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const etat = useQuery({
    queryKey: clesDeveloppement.simulateurCertificat(),
    queryFn: () => appelerApi(notaireRoutes.simulateur),
    retry: false,
  });
  const [choix, setChoix] = useState<string>(AUCUN);
  const [enCours, setEnCours] = useState(false);

  useEffect(() => {
    if (etat.data) setChoix(etat.data.choisi ?? AUCUN);
  }, [etat.data]);
  useEffect(() => {
    document.title = 'Simulateur de certificat (développement) - Registre national des copropriétés';
  }, []);

  if (estErreurStatut(etat.error, 404)) return <PageNonTrouvee />;
  if (etat.isPending) return <p role="status">Chargement du simulateur…</p>;

  const presenter = async () => {
    setEnCours(true);
    try {
      const nouvelEtat = await appelerApi(notaireRoutes.choisirCertificatSimule, {
        body: { id: choix === AUCUN ? null : choix },
      });
      client.setQueryData(clesDeveloppement.simulateurCertificat(), nouvelEtat);
      // Le serveur a fermé la session : une autre identité est présentée.
      client.setQueryData(clesSession.compte(), null);
      client.removeQueries({ queryKey: clesNotaire.tout });
      storeNotifications.ajouter({
        type: 'info',
        titre: 'Certificat simulé',
        description: nouvelEtat.choisi
          ? 'Ce navigateur présente désormais le certificat fictif choisi.'
          : 'Ce navigateur ne présente plus de certificat.',
      });
    } finally {
      setEnCours(false);
    }
  };

  const seConnecter = async () => {
    setEnCours(true);
    try {
      const issue = await executerReprise(
        { action: 'authentificationNotaire' },
        dependancesReprise(client, (chemin) => navigate(chemin)),
      );
      if (issue === 'connecte') navigate('/');
    } finally {
      setEnCours(false);
    }
  };

  return (
    <div className="fr-my-4w">
      <h1>Simulateur de certificat client — développement</h1>
      <Alert
        severity="warning"
        className="fr-mb-3w"
        title="Outil de développement"
        description="En production, le certificat de la clé professionnelle du notaire est vérifié par le mandataire inverse, qui le transmet au registre. Ce simulateur n'existe pas en production."
      />
      {!etat.data?.actif ? (
        <Alert
          severity="info"
          title="Simulateur désactivé"
          description="Démarrez le serveur avec la variable SIMULATEUR_CERTIFICAT=1 pour choisir un certificat fictif."
        />
      ) : (
        <>
          <RadioButtons
            legend="Certificat présenté par ce navigateur"
            name="certificat-simule"
            options={[
              ...etat.data.certificats.map((c) => ({
                label: c.libelle,
                hintText: c.subjectDn,
                nativeInputProps: { value: c.id, checked: choix === c.id, onChange: () => setChoix(c.id) },
              })),
              {
                label: 'Aucun certificat',
                nativeInputProps: { value: AUCUN, checked: choix === AUCUN, onChange: () => setChoix(AUCUN) },
              },
            ]}
          />
          <ButtonsGroup
            inlineLayoutWhen="md and up"
            buttons={[
              { children: 'Présenter ce certificat', disabled: enCours, onClick: () => void presenter() },
              {
                children: 'Se connecter avec le certificat présenté',
                priority: 'secondary',
                disabled: enCours || !etat.data.choisi,
                onClick: () => void seConnecter(),
              },
            ]}
          />
        </>
      )}
      <Button priority="tertiary" linkProps={{ to: '/' }} className="fr-mt-2w">
        Revenir à l'accueil
      </Button>
    </div>
  );
}
