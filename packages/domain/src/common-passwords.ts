/**
 * The 1,000 most common passwords, refused at registration and password change.
 *
 * Compiled for Sporta from the well-known public rankings of leaked passwords
 * (the usual "top 1000": 123456, password, qwerty, 111111, iloveyou, ...), with
 * the keyboard, date and name variants that recur in them, plus the Italian
 * favourites (football clubs such as juventus and napoli, first names such as
 * francesca, words such as amore, ciao, tesoro) that Italian leaks add. A few
 * entries that satisfy the registration policy (P@ssw0rd, Password1!, ...) are
 * kept on purpose: they are the ones the policy alone cannot stop.
 *
 * Entries are compared case-insensitively. Every entry is unique regardless of
 * case and contains no whitespace (the list is stored as one whitespace-separated
 * text to keep the file short).
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon
123123 baseball abc123 football monkey letmein 696969 shadow master 666666
qwertyuiop 123321 mustang 1234567890 michael 654321 pussy superman 1qaz2wsx 7777777
fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou
fuckme 2000 charlie robert thomas hockey ranger daniel starwars klaster
112233 george asshole computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass fuck maggie 159753 aaaaaa ginger
princess joshua cheese amanda summer love ashley 6969 nicole chelsea
biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
william corvette hello martin heather secret fucker merlin diamond 1234qwer
gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5
patrick internet scooter orange 11111 golfer cookie richard samantha bigdog
guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro
sexy peanut morgan welcome falcon cowboy ferrari samsung andrea smokey
steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider
nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog
qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers
iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby
0000 miller boston q1w2e3r4 fuckoff brandon yamaha chester mother forever
johnny edward 333333 oliver redsox player nikita knight fender barney
midnight please brandy chicago badboy iwantu slayer rangers charles angel
flower bigdaddy rabbit wizard bigdick jasper enter rachel chris steven
winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine
ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf
asdfasdf crystal 87654321 12344321 sexsex golden blowme bigtits 8675309 panther
lauren angela bitch spanky thx1138 angels madison winston shannon mike
toyota blowjob jordan23 canada sophie apples dick tiger razz 123abc
pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo
david danielle 159357 jackie 1990 123456a 789456 turtle horny abcd1234
scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger
asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john
1992 rocket viking redskins butthead asdfghjkl 1212 sierra peaches gemini
doctor wilson sandra helpme qwertyui victor florida dolphin pookie captain
tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid porn
monica elephant giants jackass hotdog rosebud success debbie mountain 444444
xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky azerty 7777
shithead alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie
gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121
creative 12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd
trouble gunner happy fucking gordon legend jessie stella qwert eminem
arthur apple nissan bullshit bear america 1qazxsw2 nothing parker 4444
rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222
102030 252525 11223344 magic apollo skippy 315475 girls kitten golf
copper braves shelby godzilla beaver fred tomcat august buddy airborne
1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier
darkness blink182 power fish green 789456123 voyager police travis 12qwaszx
heaven snowball lover abcdef 00000 pakistan 007007 walter playboy blazer
cricket sniper hooters donkey willow loveme saturn therock redwings bigboy
pumpkin trinity williams tits nintendo digital destiny topgun runner marvin
guinness chance bubbles testing fire november minecraft asdf1234 lasvegas sergey
broncos cartman private celtic birdie little cassie babygirl donald beatles
1313 dickhead family 12121212 school louise gabriel eclipse fluffy 147258369
lol123 explorer beer nelson flyers spencer scott lovely gibson doggie
cherry andrey snickers buffalo pantera metallica member carter qwertyu peter
alexande steve bronco paradise goober 5555 samuel montana mexico dreams
michigan cock carolina yankee friends magnum surfer poohbear pirate qwerty1
pa55word p@ssword p@ssw0rd Passw0rd! Password1! Password123! Qwerty123! Welcome1! Welcome123! Admin123!
Abcd1234! Aa123456! Qwerty1! Summer2020! Winter2020! Spring2021! Iloveyou1! Juventus1! Napoli1926! Milano1!
Roma1927! juventus juve juventus1 juventus1897 forzajuve forzajuventus juve1897 napoli napoli1926
forzanapoli sscnapoli maradona maradona10 milan acmilan forzamilan milan1899 milanista inter
forzainter inter1908 internazionale interista roma asroma forzaroma roma1927 romanista totti
totti10 lazio forzalazio lazio1900 fiorentina viola torino granata genoa sampdoria
atalanta bologna cagliari udinese palermo parma ferrari1 forzaferrari vasco vascorossi
ligabue baggio delpiero alexdelpiero buffon pirlo cannavaro delpiero10 delpiero11 ronaldo
cr7 messi messi10 neymar ibrahimovic zlatan francesca francesco giuseppe giovanni
antonio marco luca lucia giulia giulio alessandro alessandra alessia andrea1
angelo angela1 anna annamaria antonella antonio1 barbara beatrice benedetta bianca
carla carlo carmela carmen caterina chiara claudia claudio cristina cristian
daniela daniele davide debora diego domenico donatella elena eleonora elisa
elisabetta emanuela emanuele enrico enza fabio fabrizio federica federico filippo
franca franco gabriele gaetano giacomo gianluca gianni gianna giada giorgia
giorgio giovanna giuliana giuliano grazia ilaria irene laura leonardo letizia
lorenzo loredana luciano luigi manuela marcello margherita maria mariarosa marina1
mariangela marika martina massimo matteo mattia maurizio michela michele mirella
monica1 nadia nicola noemi paola paolo patrizia pietro raffaele riccardo
rita roberta roberto rosa rosanna rossella sabrina salvatore samuele sara
serena silvia simona simone sofia stefania stefano teresa tommaso valentina
valerio vanessa veronica vincenzo viola1 vittoria ciao ciaociao ciao123 ciao1234
ciaobella amore amore1 amoremio amore123 amoremio1 tiamo tiamo1 tivogliobene tvb
tvb123 vitamia cuore cuoricino tesoro tesoro1 principessa principe stellina stella1
sole sole123 luna luna123 mare estate inverno primavera autunno gennaio
febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre
dicembre lunedi domenica italia italia1 italia2006 forzaitalia azzurri italiano italiana
napoletano napoletana siciliano sicilia sardegna puglia calabria toscana firenze milano
torino1 venezia verona genova bologna1 palermo1 catania bari pescara cagliari1
trieste brescia bergamo padova modena salerno perugia pisa lecce messina
mamma mamma1 papa papa1 mammaepapa famiglia nonna nonno fratello sorella
bambino bambina ragazzo ragazza bellissima bella bello bellaciao pizza pizza1
pasta spaghetti lasagna mozzarella gelato nutella nutella1 cioccolato caffe cappuccino
espresso vino birra limoncello password1234 passwordd passworld parola parolachiave chiave
segreto segreta accesso entra entrare benvenuto benvenuta qwertz asdfg zxcvb
poiuyt lkjhgf mnbvcx ytrewq qwertyuiop1 asdfghjkl1 zxcvbnm1 1qaz2wsx3edc qazwsx123 qwe123qwe
qweqweqwe asdasdasd zxczxczxc 123qwe123 qwe321 ewq321 321ewq 0987654321 1234567899 12345678910
123456789101112 0123456789 01234567 012345 0000000 00000000 000000000 0000000000 1111111111 2222222
22222222 3333333 33333333 4444444 44444444 5555555 55555555 6666666 66666666 77777777
8888888 9999999 99999999 123 1234512345 12345654321 1122334455 11221122 12211221 13579
135790 24680 2468 13131313 14141414 69 696969696 6969696969 1230 12301230
123000 100000 123987 321654 987456 147963 159632 258456 852456 456852
`;

/** The list, in the order of the source rankings (most common first). */
export const COMMON_PASSWORDS: readonly string[] = Object.freeze(LIST.split(/\s+/).filter((p) => p !== ''));

const COMMON_SET: ReadonlySet<string> = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** True when the password is one of the 1,000 most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_SET.has(password.toLowerCase());
}
