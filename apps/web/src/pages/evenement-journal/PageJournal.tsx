import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  type CategorieEvenement,
  categorieEvenementLabels,
  type EvenementJournal,
  JOURNAL_SEUIL_AVIS_RESULTATS,
  journalRoutes,
  modaliteEvenementLabels,
  NB_MAX_RESULTATS_JOURNAL,
  profilLabels,
  typeEvenementLabels,
} from '@registre/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { clesJournal } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { ChampDate, Formulaire, Modale, useFormulaire } from '../../components/formulaire';
import { EnteteTriable } from '../../components/socle/EnteteTriable';
import { ResultatsPagines } from '../../components/socle/ResultatsPagines';
import { Tableau } from '../../components/socle/Tableau';
import { useRecherchePaginee } from '../../components/socle/useRecherchePaginee';
import { useSaisieDeLAdresse } from '../../components/socle/useSaisieDeLAdresse';
import { auteurLisible, DetailEvenement, objetLisible } from '../../features/journal/DetailEvenement';
import {
  criteresJournalDepuis,
  type PageJournal as PageDemandee,
  pageJournalDepuisUrl,
  SAISIE_JOURNAL_VIDE,
  type SaisieJournal,
  saisieJournalDepuisUrl,
  TAILLES_PAGE_JOURNAL,
  urlJournalDepuis,
} from '../../features/journal/recherche-journal';
import { PageProtegee } from '../../features/session/PageProtegee';

const CHAMPS_SAISIE = Object.keys(SAISIE_JOURNAL_VIDE);

/** Listes des filtres, lues par les appels de la spécification (spec 2 §7.9). */
function useListesJournal(categorie: '' | CategorieEvenement) {
  const options = { staleTime: Number.POSITIVE_INFINITY };
  const profils = useQuery({
    queryKey: clesJournal.liste('profil'),
    queryFn: () => appelerApi(journalRoutes.profils),
    ...options,
  });
  const categories = useQuery({
    queryKey: clesJournal.liste('categorie'),
    queryFn: () => appelerApi(journalRoutes.categories),
    ...options,
  });
  const types = useQuery({
    queryKey: clesJournal.liste('type-evenement', categorie),
    queryFn: () =>
      categorie === ''
        ? appelerApi(journalRoutes.tousLesTypes)
        : appelerApi(journalRoutes.typesDeLaCategorie, { params: { category: categorie } }),
    placeholderData: keepPreviousData,
    ...options,
  });
  const modalites = useQuery({
    queryKey: clesJournal.liste('modalite'),
    queryFn: () => appelerApi(journalRoutes.modalites),
    ...options,
  });
  return {
    profils: profils.data ?? [],
    categories: categories.data ?? [],
    types: types.data ?? [],
    modalites: modalites.data ?? [],
  };
}

function FormulaireJournal({
  saisie,
  page,
  onRechercher,
}: {
  saisie: SaisieJournal;
  page: PageDemandee;
  onRechercher: (saisie: SaisieJournal) => void;
}) {
  const formulaire = useFormulaire<SaisieJournal>({ defaultValues: saisie });
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = formulaire;
  // Retour arrière, lien partagé : le formulaire suit l'adresse.
  const { rechercher, effacer } = useSaisieDeLAdresse(saisie, reset, onRechercher);
  const categorie = watch('categorie');
  const listes = useListesJournal(categorie);
  const typeChoisi = watch('typeEvenement');
  // Un type qui n'appartient pas à la catégorie choisie est retiré.
  useEffect(() => {
    if (typeChoisi !== '' && listes.types.length > 0 && !listes.types.some((t) => t.code === typeChoisi)) {
      setValue('typeEvenement', '');
    }
  }, [typeChoisi, listes.types, setValue]);

  const soumettre = handleSubmit((valeurs) => {
    const verification = criteresJournalDepuis(valeurs, { ...page, pageNumber: 1 });
    if (!verification.ok) {
      for (const erreur of verification.erreurs) {
        const champ = CHAMPS_SAISIE.includes(erreur.champ) ? erreur.champ : 'root';
        setError(champ as FieldPath<SaisieJournal>, { message: erreur.message });
      }
      return;
    }
    rechercher(valeurs);
  });
  const etat = (champ: keyof SaisieJournal) => {
    const message = formState.errors[champ]?.message;
    return message ? { state: 'error' as const, stateRelatedMessage: message } : {};
  };

  return (
    <Formulaire
      formulaire={formulaire}
      onSubmit={soumettre}
      aria-label="Recherche dans le journal"
      className="fr-mb-4w"
    >
      <fieldset className="fr-fieldset" aria-describedby="aide-recherche-journal">
        <legend className="fr-fieldset__legend">Critères de recherche</legend>
        <p id="aide-recherche-journal" className="fr-hint-text fr-fieldset__element">
          Les jours sont comptés à l'heure de Paris, bornes comprises. Au-delà de{' '}
          {JOURNAL_SEUIL_AVIS_RESULTATS} événements, seuls les {NB_MAX_RESULTATS_JOURNAL} premiers sont
          affichés : précisez alors la période ou les filtres.
        </p>
        <div className="fr-fieldset__element">
          <div className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <ChampDate<SaisieJournal> name="dateDu" label="Du" />
            </div>
            <div className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <ChampDate<SaisieJournal> name="dateAu" label="Au" />
            </div>
            <div className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <Select label="Profil de l'auteur" {...etat('profil')} nativeSelectProps={register('profil')}>
                <option value="">Tous les profils</option>
                {listes.profils.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.libelle}
                  </option>
                ))}
              </Select>
            </div>
            <div className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <Select label="Catégorie" {...etat('categorie')} nativeSelectProps={register('categorie')}>
                <option value="">Toutes les catégories</option>
                {listes.categories.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.libelle}
                  </option>
                ))}
              </Select>
            </div>
            <div className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <Select
                label="Type d'événement"
                hint={
                  categorie === ''
                    ? 'Tous les types ; choisissez une catégorie pour réduire la liste.'
                    : undefined
                }
                {...etat('typeEvenement')}
                nativeSelectProps={register('typeEvenement')}
              >
                <option value="">Tous les types</option>
                {listes.types.map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.libelle}
                  </option>
                ))}
              </Select>
            </div>
            <div className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <Select label="Modalité" {...etat('modalite')} nativeSelectProps={register('modalite')}>
                <option value="">Toutes les modalités</option>
                {listes.modalites.map((m) => (
                  <option key={m.code} value={m.code}>
                    {m.libelle}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
        <div className="fr-fieldset__element">
          <ul className="fr-btns-group fr-btns-group--inline-md">
            <li>
              <Button type="submit">Rechercher</Button>
            </li>
            <li>
              <Button type="button" priority="secondary" onClick={() => effacer(SAISIE_JOURNAL_VIDE)}>
                Effacer les critères
              </Button>
            </li>
          </ul>
        </div>
      </fieldset>
    </Formulaire>
  );
}

function TableauEvenements({
  evenements,
  page,
  onTrier,
  onOuvrir,
}: {
  evenements: EvenementJournal[];
  page: PageDemandee;
  onTrier: () => void;
  onOuvrir: (evenement: EvenementJournal) => void;
}) {
  return (
    <Tableau titre="Événements trouvés">
      <thead>
        <tr>
          <EnteteTriable champ="date" libelle="Date et heure (Paris)" page={page} onTrier={onTrier} />
          <th scope="col">Événement</th>
          <th scope="col">Catégorie</th>
          <th scope="col">Auteur</th>
          <th scope="col">Profil</th>
          <th scope="col">Modalité</th>
          <th scope="col">Objet</th>
        </tr>
      </thead>
      <tbody>
        {evenements.map((e) => (
          <tr key={e.id}>
            <td>
              <time dateTime={e.instant}>
                {e.date} {e.heure}
              </time>
            </td>
            <td>
              <Button
                type="button"
                priority="tertiary no outline"
                size="small"
                onClick={() => onOuvrir(e)}
                title={`Voir le détail : ${typeEvenementLabels[e.typeEvenement]} du ${e.date} à ${e.heure}`}
              >
                {typeEvenementLabels[e.typeEvenement]}
              </Button>
            </td>
            <td>{categorieEvenementLabels[e.categorie]}</td>
            <td>{auteurLisible(e)}</td>
            <td>{e.profil ? profilLabels[e.profil] : '—'}</td>
            <td>{modaliteEvenementLabels[e.modalite]}</td>
            <td>{objetLisible(e)}</td>
          </tr>
        ))}
      </tbody>
    </Tableau>
  );
}

function RechercheJournal() {
  const [params, setParams] = useSearchParams();
  const saisie = saisieJournalDepuisUrl(params);
  const page = pageJournalDepuisUrl(params);
  const verification = criteresJournalDepuis(saisie, page);
  const [ouvert, setOuvert] = useState<EvenementJournal | null>(null);
  const { donnees, etat } = useRecherchePaginee({
    verification,
    cle: clesJournal.recherche,
    rechercher: (body) => appelerApi(journalRoutes.rechercher, { body }),
  });
  const aller = (nouvelleSaisie: SaisieJournal, nouvellePage: PageDemandee) =>
    setParams(urlJournalDepuis(nouvelleSaisie, nouvellePage));
  const total = donnees?.totalItems ?? 0;
  const evenements = donnees?.evenements ?? [];

  return (
    <>
      <h1>Journal des événements</h1>
      <FormulaireJournal
        saisie={saisie}
        page={page}
        onRechercher={(nouvelle) => aller(nouvelle, { ...page, pageNumber: 1 })}
      />
      {total > JOURNAL_SEUIL_AVIS_RESULTATS && (
        <Alert
          severity="info"
          small
          className="fr-mb-3w"
          description={`${donnees?.totalPlafonne ? 'Au moins ' : ''}${total.toLocaleString('fr-FR')} événements correspondent à votre recherche : seuls les ${NB_MAX_RESULTATS_JOURNAL} premiers sont affichés. Précisez la période ou les filtres pour voir les autres.`}
        />
      )}
      <ResultatsPagines
        etat={etat}
        plafond={NB_MAX_RESULTATS_JOURNAL}
        totalMinimal={donnees?.totalPlafonne === true}
        page={page}
        tailles={TAILLES_PAGE_JOURNAL}
        nom={{ singulier: 'événement trouvé', pluriel: 'événements trouvés' }}
        aucun="Aucun événement ne correspond à ces critères."
        adressePage={(p) => `?${urlJournalDepuis(saisie, p)}`}
        allerPage={(p) => aller(saisie, p)}
        tableau={(trier) =>
          evenements.length > 0 && (
            <TableauEvenements
              evenements={evenements}
              page={page}
              onTrier={() => trier('date')}
              onOuvrir={setOuvert}
            />
          )
        }
      />
      <Modale
        ouverte={ouvert !== null}
        onFermer={() => setOuvert(null)}
        titre={ouvert ? typeEvenementLabels[ouvert.typeEvenement] : 'Détail de l’événement'}
        taille="LG"
        boutons={[{ children: 'Fermer' }]}
      >
        {ouvert && <DetailEvenement evenement={ouvert} />}
      </Modale>
    </>
  );
}

/** Journal des événements du teneur (spec 1 §2 `/evenement-journal`, spec 2 §7.9 ; ADR 0200). */
export function PageJournal() {
  return (
    <PageProtegee authorities={['RECHERCHE_EVENEMENT_JOURNAL']}>
      <RechercheJournal />
    </PageProtegee>
  );
}
