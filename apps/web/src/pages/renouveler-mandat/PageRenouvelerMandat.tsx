import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  cheminsEtapeDeclaration,
  type DetailMandatsCopropriete,
  formaterNumeroImmatriculation,
  mandatsRoutes,
  PARTIE_DEMANDE,
  type ResultatOperationMandat,
  typeJustifMandatLabels,
} from '@registre/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import {
  Formulaire,
  FournisseurAvertissements,
  reporterErreursServeur,
  useAvertissements,
  useFormulaire,
} from '../../components/formulaire';
import { EtapeInfosRattachement } from '../../features/declaration/EtapesSaisie';
import {
  CHAMP_FICHIER_JUSTIFICATIF,
  JustificatifMandat,
} from '../../features/declaration/JustificatifMandat';
import { PageProtegee } from '../../features/session/PageProtegee';
import '../../features/declaration/declaration.css';

/**
 * Renouvellement de mandat (spec 1 §2, action de ligne « renouveler le mandat » ; issue 11 §3 ; ADR 0310) : le syndic
 * titulaire décrit son nouveau mandat — qui commence après la fin du mandat en place — avec le kit de l'étape
 * « informations de rattachement » et joint son justificatif PDF. L'envoi est multipart, comme le rattachement.
 */
export function PageRenouvelerMandat() {
  const { id } = useParams();
  return (
    <PageProtegee authorities={['RENOUVELER_MANDAT']}>
      <h1>Renouveler le mandat</h1>
      <Renouvellement idCopropriete={Number(id)} />
    </PageProtegee>
  );
}

function Renouvellement({ idCopropriete }: { idCopropriete: number }) {
  const [detail, setDetail] = useState<DetailMandatsCopropriete | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [fait, setFait] = useState<ResultatOperationMandat | null>(null);

  useEffect(() => {
    let actif = true;
    (async () => {
      try {
        const d = await appelerApi(mandatsRoutes.detailRenouvellement, { params: { id: idCopropriete } });
        if (actif) setDetail(d);
      } catch (e) {
        if (actif) setErreur(messageErreur(e, "Le mandat de cette copropriété n'a pas pu être lu."));
      }
    })();
    return () => {
      actif = false;
    };
  }, [idCopropriete]);

  if (fait) {
    return (
      <>
        <Alert
          severity="success"
          title={fait.notification.titre}
          description={fait.notification.description}
          className="fr-mb-3w"
        />
        <Link className="fr-link" to="/copropriete">
          Retour à mes copropriétés
        </Link>
      </>
    );
  }
  if (erreur) {
    return (
      <>
        <Alert severity="error" title="Renouvellement impossible" description={erreur} className="fr-mb-3w" />
        <Link className="fr-link" to="/copropriete">
          Retour à mes copropriétés
        </Link>
      </>
    );
  }
  if (!detail) return <p aria-live="polite">Chargement du mandat…</p>;

  const { copropriete, mandat } = detail;
  return (
    <>
      <section aria-labelledby="titre-mandat-en-place" className="fr-mb-4w">
        <h2 id="titre-mandat-en-place" className="fr-h4">
          {copropriete.nom ?? 'Copropriété'}
          {copropriete.numeroImmatriculation
            ? ` — ${formaterNumeroImmatriculation(copropriete.numeroImmatriculation)}`
            : ''}
        </h2>
        {mandat && (
          <dl>
            <dt>Mandat en place</dt>
            <dd>
              du {mandat.dateDebutMandat ?? '—'} au {mandat.dateFinMandat ?? '—'}
              {mandat.statut === 'EXPIRE' ? ' (expiré)' : ''}
            </dd>
            <dt>Justificatif</dt>
            <dd>
              {mandat.typeJustifMandat ? typeJustifMandatLabels[mandat.typeJustifMandat] : '—'}
              {mandat.nomJustificatif ? ` : ${mandat.nomJustificatif}` : ''}
            </dd>
          </dl>
        )}
        {detail.dateDebutApres && <p>Le nouveau mandat doit commencer après le {detail.dateDebutApres}.</p>}
      </section>
      <NouveauMandat idCopropriete={copropriete.id} onFait={setFait} />
    </>
  );
}

interface SaisieRenouvellement {
  infoRattachement: {
    adminProvisoire: boolean | null;
    dateDebutMandat: string;
    dateFinMandat: string;
    typeJustifMandat: string | null;
  };
  [CHAMP_FICHIER_JUSTIFICATIF]: File[];
}

const CHAMPS_CONNUS = cheminsEtapeDeclaration('infoRattachement');

function NouveauMandat({
  idCopropriete,
  onFait,
}: {
  idCopropriete: number;
  onFait: (r: ResultatOperationMandat) => void;
}) {
  const avertissements = useAvertissements();
  const formulaire = useFormulaire<SaisieRenouvellement>({
    defaultValues: {
      infoRattachement: {
        adminProvisoire: null,
        dateDebutMandat: '',
        dateFinMandat: '',
        typeJustifMandat: null,
      },
      [CHAMP_FICHIER_JUSTIFICATIF]: [],
    },
  });
  const { handleSubmit, setError, formState } = formulaire;
  const envoyer = handleSubmit(async (saisie) => {
    const corps = new FormData();
    corps.append(
      PARTIE_DEMANDE,
      JSON.stringify({
        idCopropriete,
        infoRattachement: saisie.infoRattachement,
        avertissementsConfirmes: avertissements.codesConfirmes,
      }),
    );
    const fichier = saisie[CHAMP_FICHIER_JUSTIFICATIF][0];
    if (fichier) corps.append('justificatif', fichier, fichier.name);
    try {
      const resultat = await appelerApi(mandatsRoutes.renouveler, { body: corps as never });
      avertissements.vider();
      onFait(resultat);
    } catch (erreur) {
      const champs = [...CHAMPS_CONNUS, CHAMP_FICHIER_JUSTIFICATIF];
      const reporte = reporterErreursServeur(erreur, setError, champs, {
        avertissements,
        versChamp: (champ) =>
          champ === 'justificatif' || champ === 'infoRattachement.justifMandat'
            ? CHAMP_FICHIER_JUSTIFICATIF
            : champ,
      });
      if (!reporte)
        setError('root', {
          type: 'serveur',
          message: messageErreur(erreur, "Le renouvellement n'a pas pu être enregistré."),
        });
    }
  });

  return (
    <section aria-labelledby="titre-nouveau-mandat" className="fr-mb-4w">
      <h2 id="titre-nouveau-mandat" className="fr-h4">
        Nouveau mandat
      </h2>
      <FournisseurAvertissements avertissements={avertissements}>
        <Formulaire formulaire={formulaire} onSubmit={envoyer} aria-labelledby="titre-nouveau-mandat">
          <EtapeInfosRattachement justificatif={<JustificatifMandat />} />
          <Button type="submit" disabled={formState.isSubmitting}>
            Enregistrer le renouvellement
          </Button>
        </Formulaire>
      </FournisseurAvertissements>
    </section>
  );
}
