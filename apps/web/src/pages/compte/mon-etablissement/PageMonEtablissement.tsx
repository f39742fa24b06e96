import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  canAjouterEtude,
  canModifierEtablissement,
  champsMonEtablissement,
  cheminsChamps,
  civiliteLabels,
  etablissementRoutes,
  type FicheEtablissement,
  formaterTelephone,
  type InfoCompte,
  inscriptionAvecSiret,
  monEtablissementRoutes,
  SaisieMonEtablissement,
  statutTeledeclarantLabels,
  typeEtablissementTeledeclarantLabels,
} from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { appelerApi } from '../../../api/client';
import { routeDisponible } from '../../../app/routes-disponibles';
import {
  ChampTexte,
  Formulaire,
  reporterErreursServeur,
  useFormulaire,
} from '../../../components/formulaire';
import { storeNotifications } from '../../../features/notifications/notifications';
import { PageProtegee } from '../../../features/session/PageProtegee';
import { useSession } from '../../../features/session/session';
import { ListeDefinitions } from '../../../features/utilisateurs/ListeDefinitions';
import { ChampsRepresentantLegal } from './ChampsRepresentantLegal';
import '../../../features/utilisateurs/utilisateurs.css';
import { clesMonEtablissement } from '../../../api/cles-requetes';

/** Message de spec 2 §8 : collaborateur de notaire dont l'étude n'est pas enregistrée. */
export const MESSAGE_ETUDE_ABSENTE_COLLABORATEUR =
  "L'étude notariale n'est pas enregistrée. Seuls les notaires peuvent l'ajouter : rapprochez-vous d'un notaire de votre étude.";

/** « Mon établissement » : fiche de l'établissement de la personne connectée (spec 1 §2). */
export function PageMonEtablissement() {
  return (
    <PageProtegee authorities={['MON_ENTREPRISE_LECTURE']}>
      <MonEtablissement />
    </PageProtegee>
  );
}

function MonEtablissement() {
  const { compte } = useSession();
  if (!compte) return null;
  if (compte.idTeledeclarant === null || compte.idTeledeclarant === undefined) {
    return <SansEtablissement compte={compte} />;
  }
  return <Fiche compte={compte} id={compte.idTeledeclarant} />;
}

/** Pas d'établissement : un notaire peut ajouter son étude ; un collaborateur est renvoyé à l'accueil. */
function SansEtablissement({ compte }: { compte: InfoCompte }) {
  const collaborateur = compte.profil === 'NOTAIRE_COLLAB';
  useEffect(() => {
    if (collaborateur) {
      storeNotifications.ajouter({
        id: 'etude-non-enregistree',
        type: 'error',
        titre: 'Étude notariale non enregistrée',
        description: MESSAGE_ETUDE_ABSENTE_COLLABORATEUR,
      });
    }
  }, [collaborateur]);
  if (collaborateur) return <Navigate to="/" replace />;
  return (
    <div className="fr-my-4w">
      <h1>Mon établissement</h1>
      {canAjouterEtude(compte) ? (
        <Alert
          severity="info"
          title="Votre étude notariale n'est pas encore enregistrée"
          description={
            <>
              Ajoutez-la pour immatriculer et mettre à jour des copropriétés au nom de l'étude.{' '}
              {routeDisponible('/compte/inscription') && (
                <Button priority="secondary" size="small" linkProps={{ to: '/compte/inscription' }}>
                  Ajouter mon étude
                </Button>
              )}
            </>
          }
        />
      ) : (
        <Alert
          severity="info"
          title="Aucun établissement"
          description="Votre compte n'est rattaché à aucun établissement télédéclarant."
        />
      )}
    </div>
  );
}

function Fiche({ compte, id }: { compte: InfoCompte; id: number }) {
  const client = useQueryClient();
  const [edition, setEdition] = useState(false);
  const {
    data: fiche,
    isPending,
    isError,
  } = useQuery({
    queryKey: clesMonEtablissement.fiche(id),
    queryFn: () => appelerApi(etablissementRoutes.fiche, { params: { id: String(id) } }),
  });
  const modifiable = canModifierEtablissement(compte);

  return (
    <div className="fr-my-4w">
      <h1>Mon établissement</h1>
      {isPending && <p role="status">Chargement de votre établissement…</p>}
      {isError && (
        <Alert
          severity="error"
          title="Établissement indisponible"
          description="La fiche de votre établissement n'a pas pu être chargée. Réessayez plus tard."
        />
      )}
      {fiche && (
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-lg-6">
            <Identification fiche={fiche} />
          </div>
          <div className="fr-col-12 fr-col-lg-6">
            {edition ? (
              <FormulaireEtablissement
                fiche={fiche}
                onFin={async (enregistre) => {
                  if (enregistre)
                    await client.invalidateQueries({ queryKey: clesMonEtablissement.fiche(id) });
                  setEdition(false);
                }}
              />
            ) : (
              <Representant fiche={fiche} modifiable={modifiable} onModifier={() => setEdition(true)} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function Identification({ fiche }: { fiche: FicheEtablissement }) {
  const adresse = Object.values(fiche.adresse).filter((ligne): ligne is string => Boolean(ligne));
  return (
    <section aria-labelledby="titre-identification" className="fr-card fr-card--no-arrow fr-p-3w">
      <h2 id="titre-identification" className="fr-h4">
        {fiche.raisonSociale ?? 'Établissement'}
      </h2>
      <ListeDefinitions
        lignes={[
          ['Type', typeEtablissementTeledeclarantLabels[fiche.type]],
          ['Statut', statutTeledeclarantLabels[fiche.statut]],
          [
            'SIRET',
            fiche.siret ? fiche.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : null,
          ],
          ['Code APE', [fiche.codeApe, fiche.libelleActivite].filter(Boolean).join(' — ')],
          ['Type d’établissement', fiche.typeEtablissement],
          [
            'Adresse',
            adresse.length > 0 ? (
              <address key="adresse" className="registre-adresse">
                {adresse.map((ligne) => (
                  <span key={ligne}>{ligne}</span>
                ))}
              </address>
            ) : null,
          ],
          ['Téléphone', fiche.telephone ? formaterTelephone(fiche.telephone) : null],
        ]}
      />
      <p className="fr-text--xs fr-mb-0" data-testid="source-etablissement">
        {sourceDonneesEtablissement(fiche.type)}
      </p>
    </section>
  );
}

/**
 * D'où viennent les données d'identification : du répertoire Sirene pour un établissement inscrit par son
 * SIRET (syndic professionnel, étude notariale) ; de l'inscription pour un syndic bénévole, sans SIRET.
 */
export function sourceDonneesEtablissement(type: FicheEtablissement['type']): string {
  return inscriptionAvecSiret(type)
    ? "La raison sociale, le SIRET, l'activité et l'adresse proviennent du répertoire des entreprises (Sirene)."
    : "Le nom et l'adresse sont ceux de la copropriété, déclarés lors de l'inscription : c'est à cette adresse qu'est envoyé le courrier du code d'activation.";
}

function Representant({
  fiche,
  modifiable,
  onModifier,
}: {
  fiche: FicheEtablissement;
  modifiable: boolean;
  onModifier: () => void;
}) {
  const r = fiche.representantLegal;
  return (
    <section aria-labelledby="titre-representant" className="fr-card fr-card--no-arrow fr-p-3w">
      <h2 id="titre-representant" className="fr-h4">
        Représentant légal
      </h2>
      <ListeDefinitions
        lignes={[
          [
            'Identité',
            [r.civilite ? civiliteLabels[r.civilite] : null, r.prenom, r.nom].filter(Boolean).join(' '),
          ],
          ['Adresse électronique', r.email],
          ['Téléphone', r.telephone ? formaterTelephone(r.telephone) : null],
        ]}
      />
      {modifiable && (
        <div className="registre-boutons">
          <Button priority="secondary" iconId="fr-icon-edit-line" onClick={onModifier}>
            Modifier le représentant et le téléphone
          </Button>
          {routeDisponible('/compte/monetablissement/representant-legal') && (
            <Button
              priority="tertiary"
              iconId="fr-icon-user-line"
              linkProps={{ to: '/compte/monetablissement/representant-legal' }}
            >
              Changer de représentant légal
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** Champs du formulaire, tirés de leur description dans le domaine (ADR 0101). */
const CHAMPS = champsMonEtablissement;
const CHEMINS_CHAMPS = cheminsChamps(CHAMPS);

function FormulaireEtablissement({
  fiche,
  onFin,
}: {
  fiche: FicheEtablissement;
  onFin: (enregistre: boolean) => Promise<void>;
}) {
  const r = fiche.representantLegal;
  const formulaire = useFormulaire<SaisieMonEtablissement>({
    resolver: zodResolver(SaisieMonEtablissement),
    defaultValues: {
      telephone: fiche.telephone ? formaterTelephone(fiche.telephone) : null,
      representantLegal: {
        civilite: r.civilite ?? undefined,
        nom: r.nom ?? '',
        prenom: r.prenom ?? '',
        email: r.email ?? '',
        telephone: r.telephone ? formaterTelephone(r.telephone) : null,
      },
    },
  });
  const { handleSubmit, setError, formState } = formulaire;
  const enregistrer = handleSubmit(async (saisie) => {
    try {
      await appelerApi(monEtablissementRoutes.modifier, { body: saisie });
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Établissement mis à jour',
        description: 'Le représentant légal et le téléphone de votre établissement ont été enregistrés.',
      });
      await onFin(true);
    } catch (erreur) {
      if (!reporterErreursServeur(erreur, setError, CHEMINS_CHAMPS)) throw erreur;
    }
  });
  return (
    <section aria-labelledby="titre-modifier-etablissement" className="fr-card fr-card--no-arrow fr-p-3w">
      <h2 id="titre-modifier-etablissement" className="fr-h4">
        Modifier le représentant et le téléphone
      </h2>
      <Formulaire
        formulaire={formulaire}
        onSubmit={enregistrer}
        aria-labelledby="titre-modifier-etablissement"
      >
        <ChampTexte nom="telephone" descripteur={CHAMPS.telephone} />
        <ChampsRepresentantLegal prefixe="representantLegal." />
        <div className="registre-boutons">
          <Button type="button" priority="secondary" onClick={() => void onFin(false)}>
            Annuler
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Enregistrer
          </Button>
        </div>
      </Formulaire>
    </section>
  );
}
