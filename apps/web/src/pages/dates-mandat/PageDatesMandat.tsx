import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  type ActionMandat,
  type DetailMandatsCopropriete,
  formaterDateIso,
  formaterNumeroImmatriculation,
  lireDateTexte,
  mandatsRoutes,
} from '@registre/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { estErreurStatut, messageChampServeur, messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';

type ActionDates = Extract<ActionMandat, 'MODIFIER_DATE_DEBUT_MANDAT' | 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE'>;

const TITRES: Record<ActionDates, string> = {
  MODIFIER_DATE_DEBUT_MANDAT: 'Modifier la date de début du mandat',
  MODIFIER_DATE_FIN_MANDAT_ARCHIVE: 'Modifier la date de fin du mandat archivé',
};

/** Champ du serveur qui porte l'erreur de la date (règles de spec 2 §5.3). */
const CHAMP: Record<ActionDates, string> = {
  MODIFIER_DATE_DEBUT_MANDAT: 'infoRattachement.dateDebutMandat',
  MODIFIER_DATE_FIN_MANDAT_ARCHIVE: 'infoRattachement.dateFinMandat',
};

const estActionDates = (a: string | undefined): a is ActionDates =>
  a === 'MODIFIER_DATE_DEBUT_MANDAT' || a === 'MODIFIER_DATE_FIN_MANDAT_ARCHIVE';

/**
 * Correction d'une date de mandat par un administrateur du teneur (spec 1 §2, actions de ligne « changer la date de
 * début du mandat » et « changer la date de fin d'un mandat archivé » ; spec 1 §4 : une demande de rattachement en
 * cours fait annuler ou poursuivre ; ADR 0310).
 */
export function PageDatesMandat() {
  const { id, action } = useParams();
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION', 'ENREGISTRER_MODIFICATIONS']}>
      <h1>{estActionDates(action) ? TITRES[action] : 'Modifier une date du mandat'}</h1>
      {estActionDates(action) ? (
        <DatesMandat idCopropriete={Number(id)} action={action} />
      ) : (
        <Alert severity="error" small description="Cette action ne porte pas sur une date de mandat." />
      )}
    </PageProtegee>
  );
}

function DatesMandat({ idCopropriete, action }: { idCopropriete: number; action: ActionDates }) {
  const [detail, setDetail] = useState<DetailMandatsCopropriete | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [erreurDate, setErreurDate] = useState<string | null>(null);
  const [confirmer, setConfirmer] = useState(false);
  const [enCours, setEnCours] = useState(false);
  const [fait, setFait] = useState(false);

  useEffect(() => {
    let actif = true;
    (async () => {
      try {
        const d = await appelerApi(mandatsRoutes.detailAction, { params: { id: idCopropriete, action } });
        if (actif) setDetail(d);
      } catch (e) {
        if (actif) setErreur(messageErreur(e, "Le mandat de cette copropriété n'a pas pu être lu."));
      }
    })();
    return () => {
      actif = false;
    };
  }, [idCopropriete, action]);

  if (erreur) return <Alert severity="error" title="Modification impossible" description={erreur} />;
  if (!detail) return <p aria-live="polite">Chargement du mandat…</p>;
  const { copropriete, mandat } = detail;
  if (!detail.actionPermise || !mandat) {
    return (
      <>
        <Alert
          severity="warning"
          small
          className="fr-mb-3w"
          description={
            mandat
              ? "Cette modification n'est pas possible pour cette copropriété."
              : "Cette copropriété n'a pas de mandat à modifier."
          }
        />
        <Link className="fr-link" to="/copropriete">
          Retour aux copropriétés
        </Link>
      </>
    );
  }

  const envoyer = async (poursuivre: boolean) => {
    const jour = lireDateTexte(date.trim());
    if (!jour) {
      setErreurDate('Saisissez une date valide au format jj/mm/aaaa.');
      return;
    }
    setErreurDate(null);
    if (detail.rattachementEnCours && !poursuivre) {
      setConfirmer(true);
      return;
    }
    setEnCours(true);
    try {
      const contrat =
        action === 'MODIFIER_DATE_DEBUT_MANDAT'
          ? mandatsRoutes.modifierDateDebut
          : mandatsRoutes.modifierDateFinArchive;
      const r = await appelerApi(contrat, {
        params: { idMandat: mandat.idMandat, date: formaterDateIso(jour) },
        query: poursuivre ? { poursuivre: 'true' } : {},
      });
      storeNotifications.ajouter({
        type: 'success',
        titre: r.notification.titre,
        description: r.notification.description,
      });
      setFait(true);
    } catch (e) {
      setConfirmer(false);
      setErreurDate(
        estErreurStatut(e, 400)
          ? messageChampServeur(e, CHAMP[action])
          : messageErreur(e, "La date n'a pas pu être modifiée."),
      );
    } finally {
      setEnCours(false);
    }
  };

  if (fait) {
    return (
      <>
        <Alert severity="success" small className="fr-mb-3w" description="La date du mandat est modifiée." />
        <Link className="fr-link" to="/copropriete">
          Retour aux copropriétés
        </Link>
      </>
    );
  }

  const debut = action === 'MODIFIER_DATE_DEBUT_MANDAT';
  return (
    <section aria-labelledby="titre-mandat">
      <h2 id="titre-mandat" className="fr-h4">
        {copropriete.nom ?? 'Copropriété'}
        {copropriete.numeroImmatriculation
          ? ` — ${formaterNumeroImmatriculation(copropriete.numeroImmatriculation)}`
          : ''}
      </h2>
      <p>
        Mandat {debut ? 'courant' : 'archivé'} de {mandat.raisonSociale ?? 'l’établissement'} : du{' '}
        {mandat.dateDebutMandat ?? '—'} au {mandat.dateFinMandat ?? '—'}.
        {debut && detail.dateFinMandatPrecedent
          ? ` La nouvelle date doit être postérieure au ${detail.dateFinMandatPrecedent} (fin du mandat précédent).`
          : ''}
        {!debut && detail.dateDebutMandatSuivant
          ? ` La nouvelle date doit être antérieure au ${detail.dateDebutMandatSuivant} (début du mandat suivant).`
          : ''}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void envoyer(false);
        }}
      >
        <Input
          label={debut ? 'Nouvelle date de début du mandat' : 'Nouvelle date de fin du mandat'}
          hintText="Format attendu : jj/mm/aaaa"
          state={erreurDate ? 'error' : 'default'}
          stateRelatedMessage={erreurDate ?? undefined}
          nativeInputProps={{
            name: 'date',
            value: date,
            autoComplete: 'off',
            onChange: (e) => setDate(e.target.value),
          }}
        />
        {confirmer ? (
          <>
            <Alert
              severity="warning"
              className="fr-mb-2w"
              title="Une demande de rattachement est en cours"
              description="Une demande de rattachement ou une contestation attend le teneur pour cette copropriété. Voulez-vous annuler, ou poursuivre la modification de la date ?"
            />
            <div className="fr-btns-group fr-btns-group--inline">
              <Button type="button" priority="secondary" onClick={() => setConfirmer(false)}>
                Annuler
              </Button>
              <Button type="button" disabled={enCours} onClick={() => void envoyer(true)}>
                Poursuivre
              </Button>
            </div>
          </>
        ) : (
          <Button type="submit" disabled={enCours}>
            Enregistrer la date
          </Button>
        )}
      </form>
      <p className="fr-mt-3w">
        <Link className="fr-link" to={`/copropriete/mandats-supprimables/${copropriete.id}`}>
          Supprimer un mandat de cette copropriété
        </Link>
      </p>
    </section>
  );
}
