import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import {
  type MandatLu,
  mandatsRoutes,
  statutMandatLabels,
  verifierSuppressionMandat,
} from '@registre/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';

/**
 * Suppression d'un mandat par un administrateur du teneur (spec 2 §5.3 « un mandat doit être choisi », §7.6
 * `listeMandatSupprimable`, `DELETE mandats/{id}` ; ADR 0310) : mandat courant, renouvellement à venir, mandat
 * expiré ou refusé.
 */
export function PageMandatsSupprimables() {
  const { id } = useParams();
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION', 'ENREGISTRER_MODIFICATIONS']}>
      <h1>Supprimer un mandat</h1>
      <MandatsSupprimables idCopropriete={Number(id)} />
    </PageProtegee>
  );
}

const libelleMandat = (m: MandatLu) =>
  `${m.raisonSociale ?? 'Établissement'} : du ${m.dateDebutMandat ?? '—'} au ${m.dateFinMandat ?? '—'} — ${
    m.aVenir ? 'à venir' : statutMandatLabels[m.statut].toLowerCase()
  }`;

function MandatsSupprimables({ idCopropriete }: { idCopropriete: number }) {
  const [mandats, setMandats] = useState<MandatLu[] | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [choix, setChoix] = useState<number | null>(null);
  const [erreurChoix, setErreurChoix] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);

  const charger = useCallback(async () => {
    try {
      setMandats(await appelerApi(mandatsRoutes.supprimables, { params: { id: idCopropriete } }));
    } catch (e) {
      setErreur(messageErreur(e, "Les mandats de cette copropriété n'ont pas pu être lus."));
    }
  }, [idCopropriete]);
  useEffect(() => {
    void charger();
  }, [charger]);

  if (erreur) return <Alert severity="error" title="Suppression impossible" description={erreur} />;
  if (!mandats) return <p aria-live="polite">Chargement des mandats…</p>;

  const supprimer = async () => {
    const [refus] = verifierSuppressionMandat(choix).erreurs;
    if (refus || choix === null) {
      setErreurChoix(refus?.message ?? 'Veuillez sélectionner le mandat à supprimer.');
      return;
    }
    setErreurChoix(null);
    setEnCours(true);
    try {
      const r = await appelerApi(mandatsRoutes.supprimer, { params: { id: choix } });
      storeNotifications.ajouter({
        type: 'success',
        titre: r.notification.titre,
        description: r.notification.description,
      });
      setChoix(null);
      await charger();
    } catch (e) {
      setErreurChoix(messageErreur(e, "Le mandat n'a pas pu être supprimé."));
    } finally {
      setEnCours(false);
    }
  };

  return (
    <>
      {mandats.length === 0 ? (
        <p>Aucun mandat de cette copropriété ne peut être supprimé.</p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void supprimer();
          }}
        >
          <RadioButtons
            legend="Mandat à supprimer"
            name="mandat"
            state={erreurChoix ? 'error' : 'default'}
            stateRelatedMessage={erreurChoix ?? undefined}
            options={mandats.map((m) => ({
              label: libelleMandat(m),
              nativeInputProps: {
                value: String(m.idMandat),
                checked: choix === m.idMandat,
                onChange: () => setChoix(m.idMandat),
              },
            }))}
          />
          <Button type="submit" disabled={enCours}>
            Supprimer le mandat sélectionné
          </Button>
        </form>
      )}
      <p className="fr-mt-3w">
        <Link className="fr-link" to="/copropriete?seeAllCopro=true">
          Retour aux copropriétés
        </Link>
      </p>
    </>
  );
}
