import { expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

const SYNDIC_ADMIN = 'demo.pro.admin@registre.local';

interface Echeance {
  cle: string;
  date: string;
  type: string;
  enRetard: boolean;
}

test.describe('échéancier des obligations du syndic', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('le syndic voit ses prochaines échéances à l’accueil, crée son flux ICS, le flux liste la prochaine échéance', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await seConnecter(page, SYNDIC_ADMIN);

    // Accueil : les échéances de l'établissement, dans l'ordre de l'API (en retard puis les plus proches).
    const section = page.getByRole('region', { name: 'Mes prochaines échéances' });
    await expect(section.getByTestId('echeance').first()).toBeVisible();
    const api = (await (await page.request.get('/api/echeancier?page=1&taille=5')).json()) as {
      echeances: Echeance[];
      totalItems: number;
    };
    expect(api.totalItems).toBeGreaterThan(0);
    await expect(section.getByTestId('echeance')).toHaveCount(api.echeances.length);
    await expect(section.getByTestId('echeance').first()).toContainText(api.echeances[0]!.date);
    await verifierAccessibilite(page);

    // Échéancier complet et flux de calendrier.
    await section.getByRole('link', { name: /Voir tout l’échéancier/ }).click();
    await expect(page).toHaveURL(/\/compte\/monetablissement\/echeancier/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Échéancier de mes copropriétés');
    await page
      .getByRole('button', { name: /Créer l’adresse du calendrier|Régénérer l’adresse du calendrier/ })
      .click();
    const champ = page.getByLabel('Adresse secrète du calendrier');
    await expect(champ).toHaveValue(/\/api\/public\/echeancier\/[A-Za-z0-9_-]{43}\.ics$/);
    await verifierAccessibilite(page);
    const url = new URL(await champ.inputValue());

    // Le flux, lu sans session, contient la prochaine échéance à venir (UID stable).
    const anonyme = await playwright.request.newContext({ baseURL });
    const reponse = await anonyme.get(url.pathname);
    expect(reponse.status()).toBe(200);
    expect(reponse.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = (await reponse.text()).replaceAll('\r\n ', '');
    const toutes = (await (await page.request.get('/api/echeancier?page=1&taille=100')).json()) as {
      echeances: Echeance[];
    };
    const prochaine = toutes.echeances.find((e) => !e.enRetard) ?? toutes.echeances[0]!;
    expect(ics).toContain(`UID:${prochaine.cle}@`);

    // Révoqué : l'adresse ne répond plus.
    await page.getByRole('button', { name: 'Révoquer le calendrier' }).click();
    await expect(page.getByTestId('etat-flux')).toContainText('Aucun calendrier n’est actif');
    expect((await anonyme.get(url.pathname)).status()).toBe(404);
    await anonyme.dispose();
  });
});
